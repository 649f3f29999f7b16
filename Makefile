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
# Installing (docs/install.md):
#   make dist            builds what is installed: the binary (Swift runtime linked in), man page,
#                        completions, icons
#   make install [PREFIX=/usr/local] [DESTDIR=]   installs them, the desktop entry, systemd units, examples
#   make deb             out/wlcharts_VERSION_ARCH.deb, checked by lintian
#   make package-test    installs that .deb into a clean Debian 12 root (debootstrap) and runs it there
SWIFT ?= swift
RELEASE_FLAGS = -c release -Xswiftc -target-cpu -Xswiftc native
EXAMPLES = $(sort $(wildcard Examples/*.json Examples/*.csv))

FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=
FUZZ_JOBS ?= 1

.PHONY: run test deps test-deps build clean fuzz fuzz-smoke sanitize sanitize-address sanitize-thread docs raster-api \
	dist-deps dist install deb package-test

run: deps build
	@scripts/run-examples.sh $(EXAMPLES)

test: test-deps
	Protocols/generate.sh --check
	python3 scripts/fetch-test-data.py
	$(SWIFT) build --build-tests
	SWIFT=$(SWIFT) scripts/raster-api.sh --check
	scripts/run-tests.sh "$$($(SWIFT) build --show-bin-path)"

fuzz: test-deps
	FUZZ_JOBS=$(FUZZ_JOBS) Fuzz/run.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)

fuzz-smoke: test-deps
	Fuzz/run.sh --smoke $(FUZZ_TARGETS)

sanitize: sanitize-address sanitize-thread

# Own scratch folders, so the normal .build keeps its objects. Under ASan the test runner's own
# exit-time leak check is off (Foundation's and the test scaffolding's objects), every wlcharts
# process the tests start keeps it (docs/reliability.md, "Sanitizers"); SANITIZE_ARGS="--skip …"
# narrows the run. The in-suite kiosk soak runs 2 simulated days here, not 7 (docs/kiosk.md), and
# the damage walk 120 steps, not 240 (KioskDamageTests).
sanitize-address: test-deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	ASAN_OPTIONS=detect_leaks=0 WLCHARTS_CHILD_ASAN_OPTIONS=detect_leaks=1 WLCHARTS_SOAK_DAYS=2 WLCHARTS_DAMAGE_STEPS=120 \
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt:print_suppressions=0 \
		scripts/run-tests.sh "$$($(SWIFT) build --sanitize=address --scratch-path .build-asan --show-bin-path)" $(SANITIZE_ARGS)

# Under TSan libspeechd's own event thread, cancelled by spd_close inside a blocking call, ends "with
# ignores enabled" and TSan exits 66 — a 15-line C program does the same (docs/reliability.md): the
# real-speech test cannot pass there, so it is skipped; every other test runs.
sanitize-thread: test-deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	scripts/run-tests.sh "$$($(SWIFT) build --sanitize=thread --scratch-path .build-tsan --show-bin-path)" --skip speakReachesARealSpeechService $(SANITIZE_ARGS)

# Every library product, each its own archive; a broken ``link`` in a `///` comment fails.
DOC_TARGETS = Raster SeriesData Sonification Charts Sources Wayland Kiosk Fonts Accessibility Screens Adapters
docs:
	$(SWIFT) package generate-documentation $(DOC_TARGETS:%=--target %) --warnings-as-errors

raster-api:
	SWIFT=$(SWIFT) scripts/raster-api.sh

deps:
	@scripts/install-deps.sh run

test-deps:
	@scripts/install-deps.sh test

# The commit `wlcharts --version` says, linked over a weak empty one (docs/install.md, "Version").
build:
	scripts/commit-stamp.sh .build/stamp/commit.o
	$(SWIFT) build $(RELEASE_FLAGS) --product wlcharts -Xlinker $(CURDIR)/.build/stamp/commit.o

# What is installed: built for any x86-64 (no -target-cpu native), the Swift runtime linked in
# statically, in a scratch folder of its own; the icon tool built alongside.
PREFIX ?= /usr/local
DESTDIR ?=
BINDIR = $(PREFIX)/bin
DATADIR = $(PREFIX)/share
MANDIR = $(DATADIR)/man
DOCDIR ?= $(DATADIR)/doc/wlcharts
BASH_COMPLETIONS ?= $(DATADIR)/bash-completion/completions
ZSH_COMPLETIONS ?= $(DATADIR)/zsh/site-functions
FISH_COMPLETIONS ?= $(DATADIR)/fish/vendor_completions.d
SYSTEMD_SYSTEM_DIR ?= $(PREFIX)/lib/systemd/system
SYSTEMD_USER_DIR ?= $(PREFIX)/lib/systemd/user
ICON_SIZES = 16 22 24 32 48 64 128 256 512
DIST = .build-deb
DIST_FLAGS = -c release --static-swift-stdlib --scratch-path $(DIST) -Xlinker $(CURDIR)/$(DIST)/stamp/commit.o

dist-deps:
	@scripts/install-deps.sh dist

dist: deps
	scripts/commit-stamp.sh $(DIST)/stamp/commit.o
	$(SWIFT) build $(DIST_FLAGS) --product wlcharts
	$(SWIFT) build $(DIST_FLAGS) --product wlcharts-icon
	scripts/dist-files.sh $(DIST)/release $(DIST)/share "$(ICON_SIZES)"

# Installs what `make dist` built (run that as yourself first: sudo's PATH has no swift).
install:
	@test -x $(DIST)/release/wlcharts -a -f $(DIST)/share/wlcharts.1 || { echo "make install: nothing built — run 'make dist' first" >&2; exit 1; }
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(BASH_COMPLETIONS) $(DESTDIR)$(ZSH_COMPLETIONS) \
		$(DESTDIR)$(FISH_COMPLETIONS) $(DESTDIR)$(DATADIR)/applications $(DESTDIR)$(SYSTEMD_SYSTEM_DIR) \
		$(DESTDIR)$(SYSTEMD_USER_DIR) $(DESTDIR)$(DOCDIR)/examples
	install -m 755 -s $(DIST)/release/wlcharts $(DESTDIR)$(BINDIR)/wlcharts
	install -m 644 $(DIST)/share/wlcharts.1 $(DESTDIR)$(MANDIR)/man1/wlcharts.1
	install -m 644 $(DIST)/share/wlcharts.bash $(DESTDIR)$(BASH_COMPLETIONS)/wlcharts
	install -m 644 $(DIST)/share/_wlcharts $(DESTDIR)$(ZSH_COMPLETIONS)/_wlcharts
	install -m 644 $(DIST)/share/wlcharts.fish $(DESTDIR)$(FISH_COMPLETIONS)/wlcharts.fish
	install -m 644 packaging/wlcharts.desktop $(DESTDIR)$(DATADIR)/applications/wlcharts.desktop
	for size in $(ICON_SIZES); do \
		install -d $(DESTDIR)$(DATADIR)/icons/hicolor/$${size}x$${size}/apps && \
		install -m 644 $(DIST)/share/icons/$$size.png $(DESTDIR)$(DATADIR)/icons/hicolor/$${size}x$${size}/apps/wlcharts.png || exit 1; \
	done
	sed 's|@BINDIR@|$(BINDIR)|' packaging/wlcharts-kiosk.service > $(DESTDIR)$(SYSTEMD_SYSTEM_DIR)/wlcharts-kiosk.service
	sed 's|@BINDIR@|$(BINDIR)|' packaging/wlcharts-kiosk.user.service > $(DESTDIR)$(SYSTEMD_USER_DIR)/wlcharts-kiosk.service
	chmod 644 $(DESTDIR)$(SYSTEMD_SYSTEM_DIR)/wlcharts-kiosk.service $(DESTDIR)$(SYSTEMD_USER_DIR)/wlcharts-kiosk.service
	install -m 644 Examples/wall.toml Examples/hourly-traffic.json Examples/power-hourly.csv \
		Examples/views-shares-two-axes.json $(DESTDIR)$(DOCDIR)/examples/
	install -m 644 docs/kiosk.md docs/data-format.md $(DESTDIR)$(DOCDIR)/

deb: dist-deps dist
	scripts/make-deb.sh

# After make deb: 30 s with the cached root; the first run adds 4.5 min of debootstrap
# (kept in ~/.cache/wlcharts; docs/install.md, "make package-test").
package-test: deb
	scripts/package-test.sh

clean:
	rm -rf .build .build-asan .build-tsan .build-examples .build-deb Fuzz/.build out
