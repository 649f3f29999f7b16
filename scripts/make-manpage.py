#!/usr/bin/env python3
"""wlcharts(1) in mdoc: the options from the argument parser's own description of the command
(`wlcharts --experimental-dump-help`, the ToolInfo JSON that swift-argument-parser's
generate-manual reads too) and the hand-written sections of packaging/wlcharts.1.sections.

    wlcharts --experimental-dump-help | scripts/make-manpage.py SECTIONS VERSION DATE > wlcharts.1

DATE is YYYY-MM-DD (make passes the last commit's, so the page is the same for the same commit).
"""
import json
import re
import sys
from datetime import date


def text(line):
    """A line of running text: backslashes and minus signs literal, no line read as a request."""
    line = line.replace("\\", "\\e").replace("-", "\\-")
    line = "".join(c if ord(c) < 128 else f"\\[u{ord(c):04X}]" for c in line)
    return "\\&" + line if line.startswith((".", "'")) else line


def flag(name):
    return ("Fl -" if name["kind"] in ("long", "longWithSingleDash") else "Fl ") + name["name"]


def item(argument):
    names = " , ".join(flag(n) for n in argument.get("names", []))
    kind = argument["kind"]
    if kind == "positional":
        head = "Ar " + argument["valueName"].upper().rstrip("S") + (" No ..." if argument.get("isRepeating") else "")
    elif kind == "option":
        head = names + " Ar " + argument["valueName"]
    else:
        head = names
    lines = [".It " + head]
    abstract = argument.get("abstract", "")
    lines += [text(abstract)] if abstract else []
    discussion = argument.get("discussion")
    if isinstance(discussion, str) and discussion:
        lines += [text(l) for l in discussion.splitlines() if l.strip()]
    return lines


def sections(path):
    """The hand-written file's sections by title, in its order (comment lines dropped)."""
    found, title = {}, None
    for line in open(path, encoding="utf-8").read().splitlines():
        if line.startswith('.\\"'):
            continue
        match = re.match(r"\.Sh (.+)", line)
        if match:
            title = match.group(1)
            found[title] = []
        elif title is None:
            sys.exit(f"{path}: text before the first .Sh")
        else:
            found[title].append(line)
    return found


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    hand, version, day = sections(sys.argv[1]), sys.argv[2], date.fromisoformat(sys.argv[3])
    command = json.load(sys.stdin)["command"]
    out = [
        f".Dd {day.strftime('%B')} {day.day}, {day.year}",
        ".Dt WLCHARTS 1",
        f".Os wlcharts {version}",
        ".Sh NAME",
        ".Nm wlcharts",
        ".Nd " + text(command["abstract"].rstrip(".")[0].lower() + command["abstract"].rstrip(".")[1:]),
        ".Sh SYNOPSIS",
        ".Nm",
        ".Op Ar options",
        ".Op Ar FILE No ...",
        ".Sh DESCRIPTION",
    ]
    if "DESCRIPTION" not in hand:
        sys.exit(f"{sys.argv[1]}: no DESCRIPTION")
    out += hand.pop("DESCRIPTION")
    groups = {}
    for argument in command["arguments"]:
        if argument.get("shouldDisplay", True):
            groups.setdefault(argument.get("sectionTitle", "Options"), []).append(argument)
    for title, arguments in groups.items():
        out += [".Ss " + text(title), ".Bl -tag -width Ds"]
        for index, argument in enumerate(arguments):
            previous = arguments[index - 1] if index else None
            # A flag and its inversion (--value-tags, --no-value-tags) share a help: one item.
            if previous and previous["kind"] == argument["kind"] == "flag" and previous.get("abstract") == argument.get("abstract"):
                continue
            following = arguments[index + 1] if index + 1 < len(arguments) else None
            if following and following["kind"] == argument["kind"] == "flag" and following.get("abstract") == argument.get("abstract"):
                argument = dict(argument, names=argument.get("names", []) + following.get("names", []))
            out += item(argument)
        out += [".El"]
    for title, lines in hand.items():
        out += [".Sh " + title] + lines
    out += [".Sh SEE ALSO", ".Xr cage 1 ,", ".Xr systemd.service 5"]
    sys.stdout.write("\n".join(out) + "\n")


main()
