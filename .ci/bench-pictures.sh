#!/bin/sh
# `make bench-pictures`: orbit play --content photos --images DIR at 5,000 pictures under Xvfb,
# flung up and down with xdotool, against the same session with icons. Prints the p50/p99 frame
# (from --profile) and the peak resident memory (VmHWM) of each run, and the pictures' share.
# Generates the pictures once (5,000 JPEGs of six proportions, 480 pixels long, in name order
# mixed) into $PICTURES (default /tmp/orbit-5000-pictures). A benchmark, not a test.
set -e
BIN=${BIN:-.build/release/orbit}
PICTURES=${PICTURES:-/tmp/orbit-5000-pictures}
LAYOUT=${LAYOUT:-justified}
COUNT=5000
SECONDS_RUN=${SECONDS_RUN:-40}
CACHE_MB=${CACHE_MB:-256}
for tool in xvfb-run xdotool ffmpeg; do
  command -v $tool >/dev/null || { echo "bench-pictures: needs $tool (make deps installs it)" >&2; exit 1; }
done

if [ ! -f "$PICTURES/.complete" ]; then
  echo "bench-pictures: generating $COUNT pictures in $PICTURES" >&2
  mkdir -p "$PICTURES/parts"
  k=0
  for size in 480x320 320x480 400x400 480x270 360x480 480x360; do
    ffmpeg -loglevel error -y -f lavfi -i "testsrc2=s=$size:r=25" -frames:v 834 -q:v 7 "$PICTURES/parts/$k-%04d.jpg"
    k=$((k + 1))
  done
  # Name order interleaves the proportions: picture-NNNNN.jpg, N = frame * 6 + size.
  for f in "$PICTURES"/parts/*.jpg; do
    b=$(basename "$f" .jpg); size=${b%%-*}; frame=$(echo "${b#*-}" | sed 's/^0*//')
    n=$(( (frame - 1) * 6 + size ))
    [ "$n" -lt "$COUNT" ] && mv "$f" "$PICTURES/$(printf 'picture-%05d.jpg' "$n")" || rm -f "$f"
  done
  rmdir "$PICTURES/parts"
  touch "$PICTURES/.complete"
fi

# One run: the playground for SECONDS_RUN seconds, flung 1.5 s apart (a fast drag of 400 points,
# released in motion), alternately up and down; memory sampled every 0.25 s.
run() {
  content=$1; shift
  csv=$(mktemp /tmp/orbit-bench-pictures-XXXXXX.csv)
  xvfb-run -a -s "-screen 0 1280x800x24" sh -c '
    bin=$0 layout=$1 count=$2 duration=$3 csv=$4; shift 4
    "$bin" play --layout "$layout" --items "$count" --size 1280x800 --duration "$duration" --profile "$csv" "$@" >/dev/null 2>"$csv.err" &
    pid=$!
    sleep 3
    peak=0; t=0; up=1
    while kill -0 $pid 2>/dev/null; do
      if [ $((t % 6)) -eq 0 ]; then
        if [ $up -eq 1 ]; then from=650; step=-40; else from=150; step=40; fi
        xdotool mousemove 640 $from mousedown 1
        y=$from; i=0
        while [ $i -lt 10 ]; do y=$((y + step)); xdotool mousemove 640 $y; sleep 0.01; i=$((i + 1)); done
        xdotool mouseup 1
        [ $((t % 24)) -eq 18 ] && up=$((1 - up))
      fi
      hwm=$(awk "/VmHWM/ {print \$2}" /proc/$pid/status 2>/dev/null || echo 0)
      [ -n "$hwm" ] && [ "$hwm" -gt "$peak" ] && peak=$hwm
      echo $peak > "$csv.peak"
      sleep 0.25; t=$((t + 1))
    done
    wait $pid
  ' "$BIN" "$LAYOUT" "$COUNT" "$SECONDS_RUN" "$csv" --content "$content" "$@"
  # Frames after the first 3 s (start-up), frame_ms is the third column.
  frames=$(awk -F, 'NR > 1 && $2 > 3 {print $3}' "$csv" | sort -n)
  n=$(echo "$frames" | wc -l)
  p50=$(echo "$frames" | awk -v n="$n" 'NR == int(n * 0.50 + 0.999) {print $1}')
  p99=$(echo "$frames" | awk -v n="$n" 'NR == int(n * 0.99 + 0.999) {print $1}')
  max=$(echo "$frames" | tail -1)
  peak=$(cat "$csv.peak")
  echo "$content $*: $n frames, p50 $p50 ms, p99 $p99 ms, max $max ms, peak resident $((peak / 1024)) MB"
  echo "$((peak / 1024))" > /tmp/orbit-bench-pictures-last-peak
  cat "$csv.err" >&2
  rm -f "$csv" "$csv.err" "$csv.peak"
}

echo "orbit play --layout $LAYOUT --items $COUNT, 1280x800 under Xvfb (Mesa llvmpipe), flung every 1.5 s for $SECONDS_RUN s"
run icons
base=$(cat /tmp/orbit-bench-pictures-last-peak)
run photos --images "$PICTURES" --image-cache "$CACHE_MB"
photos=$(cat /tmp/orbit-bench-pictures-last-peak)
echo "pictures' share of resident memory: $((photos - base)) MB (cache bound $CACHE_MB MB)"
