"""Small readers of our own PDFs for tests (page boxes, viewer preferences, fonts)."""

from __future__ import annotations

import re
import shutil
import subprocess
import zlib
from pathlib import Path

PT_PER_MM = 72 / 25.4


def media_boxes(data: bytes) -> list[tuple[float, float]]:
    """Width and height in mm of every page, in order of appearance."""
    boxes = re.findall(rb"/MediaBox \[\s*([\d.\-]+) ([\d.\-]+) ([\d.\-]+) ([\d.\-]+)\s*\]", data)
    return [
        ((float(x1) - float(x0)) / PT_PER_MM, (float(y1) - float(y0)) / PT_PER_MM) for x0, y0, x1, y1 in boxes
    ]


def page_count(data: bytes) -> int:
    return len(re.findall(rb"/Type /Page\b", data))


def qpdf_check(path: Path) -> tuple[int, str] | None:
    qpdf = shutil.which("qpdf")
    if qpdf is None:
        return None
    result = subprocess.run([qpdf, "--check", str(path)], capture_output=True, text=True, timeout=60)
    return result.returncode, result.stdout + result.stderr


def inflated_streams(data: bytes) -> list[bytes]:
    out = []
    for match in re.finditer(rb"stream\r?\n(.*?)\r?\nendstream", data, re.S):
        try:
            out.append(zlib.decompress(match.group(1)))
        except zlib.error:
            out.append(match.group(1))
    return out
