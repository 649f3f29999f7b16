#!/usr/bin/env python3
"""Writes Seeds/font/dejavu-subset-kern.ttf and dejavu-subset-gpos.ttf: DejaVu Sans cut down to the
glyphs fuzz-font draws ("Aa 0123456789 Jan 1.2K –∞", "fi Wg", "8") and a few composite ones
(accented letters), with hinting instructions, cmap, hmtx, and its kerning — one font with the
legacy 'kern' table (which Font reads first), one with GPOS pair kerning only (the path taken
when there is no 'kern'). A few KB each instead of 757 KB: libFuzzer mutates and copies them
far faster, and at corpus load they stand in for the many whole-font entries that reach nothing
more (docs/reliability.md, "What an input costs"). The whole font stays a seed too.

Needs fontTools (`pip install fonttools`; made with 4.66.1) and fonts-dejavu-core. DejaVu's
licence allows modified copies under names without "Bitstream" or "Vera"; the name table is cut to
the family name."""
import os
from fontTools import subset
from fontTools.ttLib import TTFont

here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "font")
source = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
text = "Aa 0123456789 Jan 1.2K –∞" + "fi Wg" + "8" + "éÅçÖ…"

for name, kern in (("dejavu-subset-kern.ttf", True), ("dejavu-subset-gpos.ttf", False)):
    options = subset.Options()
    options.layout_features = ["kern"]
    options.legacy_kern = kern
    options.hinting = True
    options.name_IDs = [1, 2]
    options.notdef_outline = True
    options.glyph_names = False
    options.drop_tables += ["GSUB", "GDEF", "FFTM", "MATH"] + ([] if not kern else ["GPOS"])
    font = TTFont(source)
    sub = subset.Subsetter(options)
    sub.populate(text=text)
    sub.subset(font)
    if not kern and "kern" in font:
        del font["kern"]
    font.save(os.path.join(here, name))
    print(name, os.path.getsize(os.path.join(here, name)), sorted(font.keys()))
