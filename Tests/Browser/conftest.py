"""Fixtures of the browser tests: the `hitkit-inspect` server (one per test module, on a free port, stopped
with SIGTERM and checked to exit 0) and a page of it in Debian's Chromium, driven by Playwright."""
import json
import os
import signal
import subprocess
import threading
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "Docs" / "Screenshots"
SEED_001 = "001-touch-back-button-behind-black-view"
PLAYGROUND = "gesture-playground"


class Server:
    """A running `hitkit-inspect`; `url` is the one its first stdout line prints."""

    def __init__(self, arguments):
        binary = os.environ.get("HITKIT_INSPECT_BIN")
        if not binary:
            pytest.fail("HITKIT_INSPECT_BIN is not set: run the tests with Tests/Browser/run")
        self.process = subprocess.Popen(
            [binary, *arguments], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT
        )
        self.stderr = []
        first = self._first_line(timeout=60)
        prefix = "HitKit inspector: "
        if not first.startswith(prefix):
            self.stop()
            pytest.fail(f"hitkit-inspect printed {first!r} first; stderr: {''.join(self.stderr)}")
        self.url = first[len(prefix):].strip()
        threading.Thread(target=self._drain, daemon=True).start()

    def _first_line(self, timeout):
        result = []
        reader = threading.Thread(target=lambda: result.append(self.process.stdout.readline()), daemon=True)
        reader.start()
        reader.join(timeout)
        threading.Thread(target=lambda: self.stderr.extend(self.process.stderr), daemon=True).start()
        return result[0] if result else ""

    def _drain(self):
        for _ in self.process.stdout:
            pass

    def stop(self):
        """SIGTERM; returns the exit status (killed after 10 s)."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
                return "killed"
        return self.process.returncode


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", headless=True)
        yield browser
        browser.close()


def server_fixture(arguments):
    """A module-scoped fixture running `hitkit-inspect ARGUMENTS`."""

    @pytest.fixture(scope="module")
    def server():
        running = Server(arguments)
        yield running
        status = running.stop()
        assert status == 0, f"hitkit-inspect exited with {status} on SIGTERM; stderr: {''.join(running.stderr)}"

    return server


def open_page(browser, url, has_touch=False):
    # bypass_csp: Playwright evaluates wait_for_function strings with eval, which the page's CSP forbids.
    context = browser.new_context(viewport={"width": 1400, "height": 1000}, has_touch=has_touch, bypass_csp=True)
    page = context.new_page()
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    page.errors = []
    page.goto(url)
    page.wait_for_selector("#status[data-state=open]")
    page.wait_for_function("Number(document.getElementById('scene').dataset.items) > 0")
    return page


def point(page, x, y):
    """The client (CSS pixel) point of scene point (x, y)."""
    p = page.evaluate("([x, y]) => window.hitkitInspector.clientPoint(x, y)", [x, y])
    return p["x"], p["y"]


def count(page, name):
    """How many messages of type `name` the page has received."""
    key = "got" + name[0].upper() + name[1:]
    return int(page.evaluate(f"Number(document.body.dataset.{key} || 0)"))


def wait_count(page, name, above):
    key = "got" + name[0].upper() + name[1:]
    page.wait_for_function(f"Number(document.body.dataset.{key} || 0) > {above}")


def tap(page, x, y):
    """A mouse click at scene point (x, y); waits for the gesture message of the lift."""
    before = count(page, "gesture")
    page.mouse.click(*point(page, x, y))
    wait_count(page, "gesture", before)


def trace_lines(page):
    return page.eval_on_selector_all("#trace li", "lis => lis.map(li => li.textContent)")


def control_events(page):
    return page.eval_on_selector_all("#control-events li", "lis => lis.map(li => li.dataset.event)")


def recognizer_states(page):
    return dict(page.eval_on_selector_all(
        "#recognizers li", "lis => lis.map(li => [li.dataset.recognizer, li.dataset.state])"))


def send_raw(page, text):
    """Sends `text` as is on the page's own WebSocket."""
    page.evaluate("(text) => window.hitkitInspector.connection.socket.send(text)", text)


def send(page, message):
    send_raw(page, json.dumps(message))
