#!/usr/bin/env python3
"""Writes Seeds/png/*.png: tiny images of every colour type and bit depth PNG allows, plain and
Adam7-interlaced, with PLTE/tRNS where they apply and every filter type, so the PNG fuzzer starts
from each decoding path instead of a few large RGBA goldens."""
import os, struct, zlib

def chunk(t, data):
    return struct.pack(">I", len(data)) + t + data + struct.pack(">I", zlib.crc32(t + data) & 0xFFFFFFFF)

def png(w, h, ctype, depth, rows, interlace=0, extra=b""):
    ihdr = struct.pack(">IIBBBBB", w, h, depth, ctype, 0, 0, interlace)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")

channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
depths = {0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]}
here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "png")
n = 0
for ctype, ds in depths.items():
    for depth in ds:
        w, h = 5, 3
        bits = w * channels[ctype] * depth
        row_bytes = (bits + 7) // 8
        rows = b"".join(bytes([f % 5]) + bytes((i * 37 + f * 11) & 0xFF for i in range(row_bytes)) for f in range(h))
        extra = b""
        if ctype == 3:
            extra = chunk(b"PLTE", bytes(range(48))) + chunk(b"tRNS", b"\x80\x40")
        elif ctype == 0:
            extra = chunk(b"tRNS", b"\x00\x01")
        elif ctype == 2:
            extra = chunk(b"tRNS", b"\x00\x01\x00\x02\x00\x03")
        open(os.path.join(here, f"c{ctype}-d{depth}.png"), "wb").write(png(w, h, ctype, depth, rows, 0, extra))
        # Adam7: seven passes of a 5×3 image; each pass row has a filter byte.
        passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        data = b""
        for (x0, y0, dx, dy) in passes:
            pw = len(range(x0, w, dx)); ph = len(range(y0, h, dy))
            if pw == 0 or ph == 0: continue
            pb = (pw * channels[ctype] * depth + 7) // 8
            data += b"".join(bytes([r % 5]) + bytes((i * 13 + r) & 0xFF for i in range(pb)) for r in range(ph))
        open(os.path.join(here, f"c{ctype}-d{depth}-adam7.png"), "wb").write(png(w, h, ctype, depth, data, 1, extra))
        n += 2
print(n, "seeds in", here)
