# The two commands of the README:
#   make run    install what is missing, build in release for this CPU, show the examples
#   make test   install what is missing (compositors too), fetch the real-data corpus, run the whole test suite
# Reliability (docs/reliability.md):
#   make fuzz [FUZZ_SECONDS=600] [FUZZ_TARGETS="fuzz-png …"] [FUZZ_JOBS=2]   every libFuzzer target
#   make fuzz-smoke      CI's deterministic fuzz run: every target's seeds + Fuzz/Regressions, then a fixed-seed run
#   make sanitize        the unit tests under AddressSanitizer, then ThreadSanitizer
# The rasterizer as a library (README "Using the rasterizer"):
#   make docs            every library module's DocC archive, failing on any warning (CI)
#   make raster-api      rewrite docs/raster-api.md (make test checks it is current)
SWIFT ?= swift
RELEASE_FLAGS = -c release -Xswiftc -target-cpu -Xswiftc native
EXAMPLES = $(sort $(wildcard Examples/*.json Examples/*.csv))

FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=
FUZZ_JOBS ?= 1

.PHONY: run test deps test-deps build clean fuzz fuzz-smoke sanitize sanitize-address sanitize-thread docs raster-api

run: deps build
	@scripts/run-examples.sh $(EXAMPLES)

test: test-deps
	Protocols/generate.sh --check
	python3 scripts/fetch-test-data.py
	$(SWIFT) build --build-tests
	SWIFT=$(SWIFT) scripts/raster-api.sh --check
	$(SWIFT) test --skip-build

fuzz: test-deps
	FUZZ_JOBS=$(FUZZ_JOBS) Fuzz/run.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)

fuzz-smoke: test-deps
	Fuzz/run.sh --smoke $(FUZZ_TARGETS)

sanitize: sanitize-address sanitize-thread

# Own scratch folders, so the normal .build keeps its objects. Under ASan the test runner's own
# exit-time leak check is off (Foundation's and the test scaffolding's objects), every wlcharts
# process the tests start keeps it (docs/reliability.md, "Sanitizers"); SANITIZE_ARGS="--skip …"
# narrows the run. The in-suite kiosk soak runs 2 simulated days here, not 7 (docs/kiosk.md).
sanitize-address: test-deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	ASAN_OPTIONS=detect_leaks=0 WLCHARTS_CHILD_ASAN_OPTIONS=detect_leaks=1 WLCHARTS_SOAK_DAYS=2 \
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt:print_suppressions=0 \
		$(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan $(SANITIZE_ARGS)

# Under TSan libspeechd's own event thread, cancelled by spd_close inside a blocking call, ends "with
# ignores enabled" and TSan exits 66 — a 15-line C program does the same (docs/reliability.md): the
# real-speech test cannot pass there, so it is skipped; every other test runs.
sanitize-thread: test-deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan --skip speakReachesARealSpeechService $(SANITIZE_ARGS)

# Every library product, each its own archive; a broken ``link`` in a `///` comment fails.
DOC_TARGETS = Raster SeriesData Sonification Charts Sources Wayland Kiosk Fonts Accessibility
docs:
	$(SWIFT) package generate-documentation $(DOC_TARGETS:%=--target %) --warnings-as-errors

raster-api:
	SWIFT=$(SWIFT) scripts/raster-api.sh

deps:
	@scripts/install-deps.sh run

test-deps:
	@scripts/install-deps.sh test

build:
	$(SWIFT) build $(RELEASE_FLAGS) --product wlcharts

clean:
	rm -rf .build .build-asan .build-tsan .build-examples Fuzz/.build out
