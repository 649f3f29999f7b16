# The two commands of the README:
#   make run    install what is missing, build in release for this CPU, show the examples
#   make test   install what is missing (compositors too), run the whole test suite
SWIFT ?= swift
RELEASE_FLAGS = -c release -Xswiftc -target-cpu -Xswiftc native
EXAMPLES = $(sort $(wildcard Examples/*.json Examples/*.csv))

.PHONY: run test deps test-deps build clean

run: deps build
	@scripts/run-examples.sh $(EXAMPLES)

test: test-deps
	Protocols/generate.sh --check
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

deps:
	@scripts/install-deps.sh run

test-deps:
	@scripts/install-deps.sh test

build:
	$(SWIFT) build $(RELEASE_FLAGS) --product wlcharts

clean:
	rm -rf .build out
