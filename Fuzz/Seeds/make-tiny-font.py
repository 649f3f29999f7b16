#!/usr/bin/env python3
"""Writes Seeds/font/tiny.ttf: a minimal TrueType font of our own (no third-party outlines) that
Raster's reader accepts — head, hhea, maxp, hmtx, loca, glyf (a simple and a composite glyph), cmap
format 4, kern format 0 — so the font fuzzer mutates a few hundred bytes instead of a 700 KB font."""
import os, struct

def be16(v): return struct.pack(">H", v & 0xFFFF)
def glyph_square():
    # one contour, 4 on-curve points; flags 0x01 (on curve), coordinates as shorts
    pts = [(100, 0), (100, 700), (500, 700), (500, 0)]
    out = struct.pack(">hhhhh", 1, 100, 0, 500, 700) + be16(3) + be16(0)  # endPts, no instructions
    out += bytes([0x01] * 4)
    x = y = 0
    xs = b""; ys = b""
    for px, py in pts:
        xs += struct.pack(">h", px - x); ys += struct.pack(">h", py - y); x, y = px, py
    return out + xs + ys
def glyph_composite():
    # glyph 1 shifted right by 50 (ARG_1_AND_2_ARE_WORDS | ARGS_ARE_XY_VALUES)
    return struct.pack(">hhhhh", -1, 150, 0, 550, 700) + struct.pack(">HHhh", 0x0003, 1, 50, 0)
glyphs = [b"", glyph_square(), glyph_composite()]
glyf = b""; loca = []
for g in glyphs:
    if len(g) % 2: g += b"\0"
    loca.append(len(glyf)); glyf += g
loca.append(len(glyf))
loca_tab = b"".join(be16(o // 2) for o in loca)
head = struct.pack(">IIIIHHQQhhhhHHhhh", 0x00010000, 0x00010000, 0, 0x5F0F3CF5, 0, 1000, 0, 0,
                   0, 0, 600, 700, 0, 8, 2, 0, 0)   # indexToLocFormat 0 (short)
hhea = struct.pack(">IhhhHhhhhhhhhhhhH", 0x00010000, 800, -200, 0, 600, 0, 0, 600, 1, 0, 0, 0, 0, 0, 0, 0, 3)
maxp = struct.pack(">IH", 0x00005000, 3)
hmtx = b"".join(struct.pack(">Hh", 600, 100) for _ in range(3))
# cmap format 4: '0'..'9' → 1, 'A'..'z' → 2, end segment 0xFFFF
segs = [(0x30, 0x39, 1 - 0x30), (0x41, 0x7A, 2 - 0x41), (0xFFFF, 0xFFFF, 1)]
n = len(segs)
sub = be16(4) + be16(16 + 8 * n) + be16(0) + be16(2 * n) + be16(2) + be16(0) + be16(2 * n - 2)
sub += b"".join(be16(e) for _, e, _ in segs) + be16(0)
sub += b"".join(be16(s) for s, _, _ in segs) + b"".join(be16(d) for _, _, d in segs) + b"".join(be16(0) for _ in segs)
cmap = be16(0) + be16(1) + be16(3) + be16(1) + struct.pack(">I", 12) + sub
kern = be16(0) + be16(1) + be16(0) + be16(6 + 8 + 6) + be16(1) + be16(1) + be16(6) + be16(0) + be16(0) \
    + be16(1) + be16(2) + struct.pack(">h", -40)
tables = {"cmap": cmap, "glyf": glyf, "head": head, "hhea": hhea, "hmtx": hmtx, "kern": kern, "loca": loca_tab, "maxp": maxp}
tags = sorted(tables)
offset = 12 + 16 * len(tags)
directory = struct.pack(">IHHHH", 0x00010000, len(tags), 0, 0, 0)
data = b""
for t in tags:
    body = tables[t]
    directory += t.encode() + struct.pack(">III", 0, offset + len(data), len(body))
    data += body + b"\0" * (-len(body) % 4)
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "font", "tiny.ttf")
open(out, "wb").write(directory + data)
print(out, len(directory + data), "bytes")
