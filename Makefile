# Orbit — two commands on a fresh Debian/Ubuntu machine with Swift installed:
#   make run    installs what is missing, builds, and starts orbit
#   make test   installs what is missing, builds, and runs the whole test suite headless

SWIFT       ?= swift
CONFIG      ?= debug
APT_PACKAGES := pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libpng-dev libimgui-dev fonts-dejavu-core xvfb xauth ffmpeg xdotool
ARGS        ?=

.PHONY: deps build release run test bench bench-render bench-panel bench-pictures bench-docs layout-keys soak clean examples docs

# Installs only the Debian packages that are missing, with sudo when not root, and says which.
deps:
	@missing=""; \
	for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' "$$p" 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
	  echo "orbit: installing missing Debian packages:$$missing"; \
	  $$SUDO apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; \
	else \
	  echo "orbit: system packages present ($(APT_PACKAGES))"; \
	fi

build: deps
	$(SWIFT) build -c $(CONFIG)

release: deps
	$(SWIFT) build -c release

# Opens the playground (`orbit play`); ARGS="dump --layout ring ..." runs another subcommand. Builds
# `release` with its progress on standard error, then runs the binary itself, so that standard
# output is orbit's alone (`make run ARGS="dump ..." > out.json` is clean JSON).
run:
	@$(MAKE) --no-print-directory release >&2
	@exec .build/release/orbit $(ARGS)

# The whole suite, headless: SDL tests use the dummy/software driver, window tests run under Xvfb.
# The suites are Swift Testing's; --disable-xctest spares XCTest's empty "Executed 0 tests" run.
test: deps
	$(SWIFT) build --build-tests
	SDL_VIDEODRIVER=dummy xvfb-run -a $(SWIFT) test --skip-build --disable-xctest

clean:
	rm -rf .build

# The default benchmark table (release build): every preset at 1,000, 100,000 and 1,000,000 items.
bench: release
	.build/release/orbit bench $(ARGS)

# Frame time with 100, 500 and 1,000 moving sprites: the software renderer headless, then the
# window's OpenGL renderer (Mesa llvmpipe) under Xvfb.
bench-render: release
	xvfb-run -a -s "-screen 0 1920x1080x24" .build/release/orbit bench --render $(ARGS)

# The tuning panel's cost (release build, Xvfb 1280x800): the window's frame with the panel hidden,
# then shown (every built-in layout in its picker), p50 and p99, on each window renderer.
bench-panel: release
	xvfb-run -a -s "-screen 0 1280x800x24" .build/release/orbit bench --render --panel $(ARGS)

# orbit play --content photos --images DIR --layout justified at 5,000 pictures under Xvfb, flung with
# xdotool, against the same session with icons: p50/p99 frame and peak resident memory
# (.ci/bench-pictures.sh; generates the pictures into /tmp once).
bench-pictures: release
	.ci/bench-pictures.sh

# docs/PERFORMANCE.md's tables, regenerated (release build, Xvfb for the window renderer): every
# `<!-- BEGIN bench: ... -->` block's `orbit bench` commands run and their rows replace the block's
# table (scripts/bench-docs.swift); the prose around them is kept. The whole run takes about half
# an hour on the 2-core machine; run it on a quiet machine. BENCH_DOCS_QUICK=1 runs every block
# shortened into .build/PERFORMANCE.quick.md instead, to try the target without touching the docs.
bench-docs: release
	@if [ -n "$(BENCH_DOCS_QUICK)" ]; then \
	  xvfb-run -a -s "-screen 0 1920x1080x24" $(SWIFT) scripts/bench-docs.swift .build/release/orbit docs/PERFORMANCE.md .build/PERFORMANCE.quick.md --quick; \
	else \
	  xvfb-run -a -s "-screen 0 1920x1080x24" $(SWIFT) scripts/bench-docs.swift .build/release/orbit docs/PERFORMANCE.md; \
	fi

# docs/reference/LAYOUT-KEYS.md's tables: `orbit layouts --markdown` (the catalog's descriptors)
# between its BEGIN and END markers; DocumentationLinkTests fails when they differ.
layout-keys: build
	@.build/$(CONFIG)/orbit layouts --markdown > .build/layout-keys.md
	@awk -v generated=.build/layout-keys.md \
	  '/^<!-- BEGIN orbit layouts --markdown/ { print; while ((getline line < generated) > 0) print line; skip = 1; next } \
	   /^<!-- END orbit layouts --markdown -->/ { skip = 0 } !skip { print }' \
	  docs/reference/LAYOUT-KEYS.md > .build/LAYOUT-KEYS.md && mv .build/LAYOUT-KEYS.md docs/reference/LAYOUT-KEYS.md
	@echo "layout-keys: docs/reference/LAYOUT-KEYS.md written from orbit layouts --markdown"

# Reliability soak (release build): 100,000 fuzzed frames with every invariant checked, and
# 100,000 frames of the playground drawn headless (software renderer, SDL_VIDEODRIVER=dummy)
# with its resident memory after warm-up and at the end (fails on 10% growth). The two runs
# share the two cores; each prints one summary line.
SOAK_FRAMES ?= 100000
SOAK_SEED   ?= 1
soak: release
	@set -e; \
	.build/release/orbit fuzz --seed $(SOAK_SEED) --frames $(SOAK_FRAMES) --out .build/soak-fuzz-failure.jsonl > .build/soak-fuzz.txt 2>&1 & fuzz=$$!; \
	SDL_VIDEODRIVER=dummy .build/release/orbit soak --seed $(SOAK_SEED) --frames $(SOAK_FRAMES) > .build/soak-play.txt 2>&1 & play=$$!; \
	status=0; wait $$fuzz || status=1; wait $$play || status=1; \
	cat .build/soak-fuzz.txt .build/soak-play.txt; exit $$status

# The examples package (Examples/, tutorial in docs/guides/CUSTOM-LAYOUTS.md): two layouts written as any
# user of Orbit would write them, built and tested against this checkout, then every tool run once
# on them through their one-line executable, orbit-examples; then a live file from `orbit new --file`
# through orbit-examples, and a starter package from `orbit new demo`, built, tested and run.
examples: deps
	cd Examples && $(SWIFT) build && $(SWIFT) build --build-tests && SDL_VIDEODRIVER=dummy xvfb-run -a $(SWIFT) test --skip-build --disable-xctest
	@set -e; \
	bin="$$(cd Examples && $(SWIFT) build --show-bin-path)/orbit-examples"; \
	tmp="$$(mktemp -d)"; trap 'rm -rf "$$tmp"' EXIT; \
	echo "examples: dump --layout spiral"; \
	"$$bin" dump --layout spiral --items 20 --size 600x400 > "$$tmp/spiral.json"; \
	$(SWIFT) Examples/Scripts/check-dump.swift spiral < "$$tmp/spiral.json"; \
	echo "examples: shot --layout petals"; \
	SDL_VIDEODRIVER=dummy "$$bin" shot --layout petals --items 30 --size 400x300 --out "$$tmp/petals.png"; \
	test -s "$$tmp/petals.png"; \
	echo "examples: fuzz --layout spiral"; \
	"$$bin" fuzz --layout spiral --frames 600 --out Examples/.build/fuzz-failure.jsonl; \
	echo "examples: bench --layout spiral,petals"; \
	"$$bin" bench --layout spiral,petals --items 1000,100000 --frames 60 --runs 1; \
	echo "examples: replay Examples/Scripts/spiral-fling.jsonl"; \
	"$$bin" replay Examples/Scripts/spiral-fling.jsonl --layout spiral --items 200; \
	echo "examples: new wave --file, then dump --layout-file through orbit-examples"; \
	(cd "$$tmp" && "$$bin" new wave --file); \
	"$$bin" dump --layout-file "$$tmp/wave.swift" --items 12 --size 600x400 > "$$tmp/wave.json"; \
	grep -q '"layout":"wave","bounds":\[600.0,400.0\],"contentOffset":\[0.0,0.0\],"contentSize":\[840.0,400.0\]' "$$tmp/wave.json"; \
	echo "examples: new demo (a starter package): built, tested, dump --layout-file through its executable"; \
	(cd "$$tmp" && "$$bin" new demo); \
	(cd "$$tmp/demo" && $(SWIFT) build --build-tests && SDL_VIDEODRIVER=dummy $(SWIFT) test --skip-build --disable-xctest); \
	demo="$$(cd "$$tmp/demo" && $(SWIFT) build --show-bin-path)/demo"; \
	"$$demo" dump --layout-file "$$tmp/wave.swift" --items 12 --size 600x400 | cmp - "$$tmp/wave.json"; \
	"$$demo" dump --layout demo --items 5 --size 600x400 | grep -q '"layout":"demo"'; \
	echo "examples: Examples/UIKit (iOS layouts, unchanged): check-layout, dump, shot"; \
	"$$bin" check-layout --layout-file Examples/UIKit; \
	"$$bin" dump --layout-file Examples/UIKit --layout bubbles --sections 5,3 --size 400x600 | grep -q '"layout":"bubbles"'; \
	SDL_VIDEODRIVER=dummy "$$bin" shot --layout-file Examples/UIKit --layout cover-line --items 12 --size 600x300 --out "$$tmp/cover-line.png"; \
	test -s "$$tmp/cover-line.png"; \
	echo "examples: all passed"

# API documentation (DocC, through swift-docc-plugin): static HTML for each library in
# .build/docs/TARGET (open .build/docs/TARGET/documentation/<target in lower case>/index.html, or
# serve .build/docs/TARGET with any static file server). `CollectionLayout` itself is not among
# them: it declares nothing, and DocC documents a module's own symbols, not those it re-exports;
# its two modules are.
DOC_TARGETS := CollectionLayoutCore LayoutCatalog OrbitSession OrbitRendering LayoutConformance LiveLayouts Playground OrbitCommands UIKit
docs: deps
	@set -e; mkdir -p .build/docs; \
	for target in $(DOC_TARGETS); do \
	  echo "docs: $$target"; \
	  $(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation --target $$target \
	    --output-path .build/docs/$$target --transform-for-static-hosting --hosting-base-path $$target > .build/docs/$$target.log 2>&1 \
	    || { tail -20 .build/docs/$$target.log; exit 1; }; \
	done; \
	echo "docs: written to .build/docs/ ($(DOC_TARGETS))"
