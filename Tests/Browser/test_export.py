"""Export the recorded gesture from the page: the touch script has the gesture's exact times, and the Swift
Testing test compiles and passes as exported (run by the recording part's Scripts/run-exported-test)."""
import os
import subprocess

import pytest

from conftest import ROOT, SEED_001, count, open_page, server_fixture, tap, wait_count

server = server_fixture(["--example", SEED_001])
RUNNER = ROOT / "Scripts" / "run-exported-test"


def export(page, name):
    before = count(page, "export")
    page.fill("#export-name", name)
    page.click("#export")
    wait_count(page, "export", before)
    return page.input_value("#export-script"), page.input_value("#export-swift")


def test_the_exported_test_of_a_recorded_tap_passes(browser, server, tmp_path):
    page = open_page(browser, server.url)
    tap(page, 160, 220)
    script, swift = export(page, "tapFrontButton")
    assert "down 1 160" in script.replace(",", " ") or "160,220" in script, script
    assert "import Testing" in swift and "tapFrontButton" in swift, swift
    assert "frontButton" in swift
    if not RUNNER.exists():
        message = f"{RUNNER.relative_to(ROOT)} is missing (the recording part provides it)"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        print(f"SKIPPED: running the exported test: {message}")
        pytest.skip(message)
    file = tmp_path / "TapFrontButtonTests.swift"
    file.write_text(swift)
    result = subprocess.run([str(RUNNER), str(file)], cwd=ROOT, capture_output=True, text=True, timeout=1200)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-4000:]
