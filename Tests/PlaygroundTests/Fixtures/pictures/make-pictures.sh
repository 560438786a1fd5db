#!/bin/sh
# Regenerates the test pictures (12 files, about 250 KB): ffmpeg's generated sources at varied
# proportions (3:2, 2:3, 1:1, 16:9, 3:4, 4:3, 7:3, 9:16, 5:4, 2:1, 2:3), every third one a PNG.
set -e
cd "$(dirname "$0")"
i=0
for spec in "mandelbrot=s=480x320:start_scale=2.5" \
  "gradients=s=320x480:c0=0x1f4e79:c1=0xf4b183:x0=0:y0=0:x1=320:y1=480:seed=3" \
  "cellauto=s=400x400:rule=110:random_fill_ratio=0.5" \
  "mandelbrot=s=512x288:start_x=-0.75:start_y=0.1:start_scale=0.4" \
  "gradients=s=300x400:c0=0x2e7d32:c1=0xfff59d:c2=0x1565c0:n=3:seed=7" \
  "testsrc2=s=480x360" \
  "gradients=s=600x257:c0=0xff7043:c1=0x5e35b1:n=2:seed=11" \
  "mandelbrot=s=270x480:start_x=-1.25:start_y=0.05:start_scale=0.15" \
  "life=s=400x320:mold=10:ratio=0.3:life_color=0x66bb6a:death_color=0x263238" \
  "gradients=s=360x360:c0=0x00838f:c1=0xffd54f:c2=0xd81b60:n=3:seed=5" \
  "mandelbrot=s=500x250:start_x=-0.1:start_y=0.9:start_scale=0.3" \
  "smptehdbars=s=256x384"; do
  ext=jpg; [ $((i % 3)) -eq 2 ] && ext=png
  ffmpeg -loglevel error -y -f lavfi -i "$spec" -frames:v 1 -q:v 5 "$(printf 'picture-%02d.%s' "$i" "$ext")"
  i=$((i + 1))
done
