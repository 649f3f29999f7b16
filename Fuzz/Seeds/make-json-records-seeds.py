# Seeds of fuzz-json-records: pandas' to_json of data made here, in every orient and date format.
# Run in Fuzz/Seeds/json-records with pandas installed (3.1.1 wrote the committed files):
#   python3 ../make-json-records-seeds.py
import pandas as pd
df = pd.DataFrame({"date": pd.date_range("2024-01-01", periods=4, freq="D"),
                   "sales": [10.5, 12.0, None, 9.25], "units": [3, 4, 5, 6]})
ix = df.set_index("date")
for orient in ["records", "split", "columns", "index", "table"]:
    for fmt in ["epoch", "iso"]:
        if orient == "table" and fmt == "epoch": continue
        src = df if orient in ("records",) else ix
        open(f"pandas-{orient}-{fmt}.json", "w").write(src.to_json(orient=orient, date_format=fmt))
open("pandas-split-rangeindex.json","w").write(df.to_json(orient="split", date_format="iso"))
open("pandas-records-long.json","w").write(pd.DataFrame({"date": ["2024-01-01","2024-01-01","2024-01-02","2024-01-02"],"symbol":["MSFT","AMZN","MSFT","AMZN"],"price":[370.0,150.5,372.25,151.0]}).to_json(orient="records"))
