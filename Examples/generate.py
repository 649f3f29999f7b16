#!/usr/bin/env python3
"""Writes the example charts of wlcharts (deterministic: a fixed seed, fixed dates).

    python3 Examples/generate.py        # rewrites Examples/*.json and Examples/*.csv

The JSON files use the Telegram Chart Contest format (round 2: one chart object; round 1: an array);
the CSV file is the everyday format (ISO-8601 times, empty cells are gaps). See docs/data-format.md.
"""
import json
import math
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
DAY = 86_400_000
HOUR = 3_600_000
START = 1_546_300_800_000  # 2019-01-01T00:00:00Z


def write_json(name, chart):
    with open(os.path.join(HERE, name), "w") as f:
        json.dump(chart, f, separators=(",", ":"))
        f.write("\n")


def chart(x, series, **flags):
    """series: list of (id, name, type, colour, values)."""
    out = {
        "columns": [["x"] + x] + [[sid] + values for sid, _, _, _, values in series],
        "types": {"x": "x", **{sid: t for sid, _, t, _, _ in series}},
        "names": {sid: name for sid, name, _, _, _ in series},
        "colors": {sid: colour for sid, _, _, colour, _ in series},
    }
    out.update({k: True for k, v in flags.items() if v})
    return out


def walk(rng, n, base, weekly=0.0, trend=0.0, noise=0.1, step=DAY):
    """A positive series with a trend, a weekly rhythm and noise (integers, like the contest's)."""
    level, values = base, []
    for i in range(n):
        level *= 1 + rng.gauss(trend, noise / 10)
        weekday = ((START + i * step) // DAY + 3) % 7  # 0 = Monday
        season = 1 - weekly * (1 if weekday >= 5 else 0)
        values.append(max(0, round(level * season * (1 + rng.gauss(0, noise)))))
    return values


def main():
    rng = random.Random(2019)
    days = [START + i * DAY for i in range(365)]

    # Daily over a year: two lines (round 2, chart 1 style).
    joined = walk(rng, 365, 3000, weekly=0.3, trend=0.002, noise=0.12)
    left = [round(v * rng.uniform(0.25, 0.45)) for v in joined]
    write_json("daily-joined-left.json", chart(days, [
        ("y0", "Joined", "line", "#4BD964", joined), ("y1", "Left", "line", "#FE3C30", left)]))

    # Hourly over two weeks: a daily cycle.
    hours = [START + i * HOUR for i in range(14 * 24)]
    def cycle(i, peak):
        h = i % 24
        return peak * (0.15 + 0.85 * max(0.0, math.sin((h - 6) / 24 * 2 * math.pi)) ** 2)
    web = [round(cycle(i, 900) * rng.uniform(0.85, 1.15)) for i in range(len(hours))]
    app = [round(cycle(i + 2, 1400) * rng.uniform(0.85, 1.15)) for i in range(len(hours))]
    write_json("hourly-traffic.json", chart(hours, [
        ("y0", "Web", "line", "#108BE3", web), ("y1", "App", "line", "#E8AF14", app)]))

    # A line with a gap: a sensor that was offline for three days (nulls break the line).
    temps = [round(12 + 9 * math.sin((i - 100) / 365 * 2 * math.pi) + rng.gauss(0, 1.5), 1) for i in range(365)]
    for i in range(150, 153):
        temps[i] = None
    write_json("sensor-with-gap.json", [chart(days, [("y0", "Outdoor °C", "line", "#cb513a", temps)])])

    # Two y axes: views in the tens of thousands, shares in the tens.
    views = walk(rng, 365, 20000, weekly=0.2, trend=0.001, noise=0.1)
    shares = [max(0, round(v / 700 * rng.uniform(0.6, 1.4))) for v in views]
    write_json("views-shares-two-axes.json", chart(days, [
        ("y0", "Views", "line", "#108BE3", views), ("y1", "Shares", "line", "#E8AF14", shares)], y_scaled=True))

    # Stacked bars: messages by kind.
    kinds = [("Text", "#3497ED", 5000), ("Photos", "#2373DB", 2200), ("Videos", "#9ED448", 900),
             ("Voice", "#5FB641", 600), ("Stickers", "#F5BD25", 1500), ("Files", "#F79E39", 300), ("Links", "#E65850", 700)]
    write_json("messages-stacked-bars.json", chart(days, [
        (f"y{i}", name, "bar", colour, walk(rng, 365, base, weekly=0.25, trend=0.0015, noise=0.15))
        for i, (name, colour, base) in enumerate(kinds)], stacked=True))

    # Percentage areas: shares of platforms (absolute counts, normalised per x when drawn).
    platforms = [("Android", "#3497ED", 5200), ("iOS", "#2373DB", 3100), ("Desktop", "#9ED448", 1200),
                 ("Web", "#5FB641", 700), ("macOS", "#F5BD25", 400), ("Other", "#F79E39", 150)]
    write_json("platform-share-percentage.json", chart(days, [
        (f"y{i}", name, "area", colour, walk(rng, 365, base, trend=0.0005 * (i - 2), noise=0.08))
        for i, (name, colour, base) in enumerate(platforms)], stacked=True, percentage=True))

    # CSV: hourly power and solar over a month, with a logger outage (empty cells).
    with open(os.path.join(HERE, "power-hourly.csv"), "w") as f:
        f.write("time,Consumption kW,Solar kW\n")
        for i in range(30 * 24):
            t = START + 120 * DAY + i * HOUR
            h = i % 24
            sun = max(0.0, math.sin((h - 6) / 12 * math.pi)) * rng.uniform(0.3, 1.0) * 4.2
            use = 0.6 + 1.4 * (h in (7, 8, 18, 19, 20, 21)) + rng.uniform(0, 0.5)
            seconds = t // 1000
            stamp = "%04d-%02d-%02dT%02d:00:00Z" % (civil(seconds // 86400) + (h,))
            if 300 <= i < 312:
                f.write(f"{stamp},,\n")
            else:
                f.write(f"{stamp},{use:.2f},{sun:.2f}\n")


def civil(days):
    """(year, month, day) of days since 1970-01-01 (Hinnant's civil_from_days)."""
    z = days + 719468
    era = (z if z >= 0 else z - 146096) // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + 3 if mp < 10 else mp - 9
    return (yoe + era * 400 + (1 if m <= 2 else 0), m, d)


if __name__ == "__main__":
    main()
