"""Bad messages sent from the page's own WebSocket: each gets an error shown on the page, and the session keeps
working (a hover still answers, a tap still dispatches)."""
from conftest import SEED_001, count, open_page, point, send, send_raw, server_fixture, tap, wait_count

server = server_fixture(["--example", SEED_001])


def error_after(page, action):
    before = count(page, "error")
    action()
    wait_count(page, "error", before)
    return page.eval_on_selector("#errors li", "li => li.textContent")


def still_works(page):
    before = count(page, "hover")
    send(page, {"type": "hover", "x": 160, "y": 220})
    wait_count(page, "hover", before)
    assert page.get_attribute("#hover-hit", "data-view") == "frontButton"
    tap(page, 60, 120)
    assert page.evaluate("document.body.dataset.lastHits") == "blackView"


def test_malformed_json_gets_an_error_and_the_session_goes_on(browser, server):
    page = open_page(browser, server.url)
    message = error_after(page, lambda: send_raw(page, '{"type": "hover", "x": '))
    assert message
    still_works(page)


def test_messages_against_the_schema_get_errors(browser, server):
    page = open_page(browser, server.url)
    for bad in [{"type": "launch-missiles"}, {"type": "hover", "x": "left"}, [1, 2, 3],
                {"type": "input", "samples": [{"id": 1, "phase": "down", "x": 1e309, "y": 0, "t": 0}]},
                {"type": "input", "samples": [{"id": 1, "phase": "sideways", "x": 1, "y": 1, "t": 0}]}]:
        assert error_after(page, lambda: send(page, bad))
    still_works(page)


def test_an_oversized_message_gets_an_error_and_the_session_goes_on(browser, server):
    page = open_page(browser, server.url)
    text = '{"type":"edit","yaml":"' + "x" * (2 << 20) + '"}'
    message = error_after(page, lambda: send_raw(page, text))
    assert message
    still_works(page)


def test_a_binary_message_gets_an_error_and_the_session_goes_on(browser, server):
    page = open_page(browser, server.url)
    message = error_after(page, lambda: page.evaluate(
        "window.hitkitInspector.connection.socket.send(new Uint8Array([0xff, 0xfe, 0x00]))"))
    assert "binary" in message
    still_works(page)


def test_each_tab_has_its_own_session(browser, server):
    first = open_page(browser, server.url)
    second = open_page(browser, server.url)
    yaml = first.input_value("#yaml")
    first.fill("#yaml", yaml.replace("frame: [40, 100, 240, 240]", "frame: [40, 100, 240, 60]"))
    before = count(first, "scene")
    first.click("#apply")
    wait_count(first, "scene", before)
    before = count(second, "hover")
    send(second, {"type": "hover", "x": 160, "y": 270})
    wait_count(second, "hover", before)
    assert second.get_attribute("#hover-hit", "data-view") == "blackView"


def test_requests_for_another_host_or_origin_are_refused(server):
    import http.client
    import urllib.parse
    address = urllib.parse.urlparse(server.url)
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=5)
    connection.request("GET", "/", headers={"Host": "evil.example:80"})
    assert connection.getresponse().status == 421
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=5)
    connection.request("GET", "/ws", headers={
        "Origin": "http://evil.example", "Connection": "Upgrade", "Upgrade": "websocket",
        "Sec-WebSocket-Version": "13", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ=="})
    assert connection.getresponse().status != 101
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=5)
    connection.request("GET", "/main.js")
    response = connection.getresponse()
    assert response.status == 200 and response.getheader("Content-Type").startswith("text/javascript")
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=5)
    connection.request("GET", "/../../etc/passwd")
    assert connection.getresponse().status == 404


def test_sigterm_stops_the_server_even_with_a_client_that_never_answers_the_close_frame():
    import socket
    import time
    from conftest import Server
    running = Server(["--example", SEED_001])
    address = running.url.split("//")[1].rstrip("/")
    host, port = address.rsplit(":", 1)
    client = socket.create_connection((host, int(port)), timeout=5)
    client.sendall((
        f"GET /ws HTTP/1.1\r\nHost: {address}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n"
        "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n").encode())
    assert client.recv(4096).startswith(b"HTTP/1.1 101")
    started = time.monotonic()
    status = running.stop()  # the client reads nothing more and never sends its close frame
    client.close()
    assert status == 0
    assert time.monotonic() - started < 5
