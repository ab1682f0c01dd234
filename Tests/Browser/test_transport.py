"""The server's WebSocket transport with a raw socket client (frames the browser never sends): a text message
that is not UTF-8, a message in several frames, and an oversized message in many frames each get their answer,
and the session keeps working. No browser needed."""
import json
import os
import socket
import struct

import pytest

from conftest import SEED_001, server_fixture

server = server_fixture(["--example", SEED_001])

TEXT, BINARY, CONTINUATION, CLOSE = 0x1, 0x2, 0x0, 0x8


class RawClient:
    def __init__(self, url):
        address = url.split("//")[1].rstrip("/")
        host, port = address.rsplit(":", 1)
        self.socket = socket.create_connection((host, int(port)), timeout=10)
        self.socket.sendall((
            f"GET /ws HTTP/1.1\r\nHost: {address}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n"
            "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n").encode())
        response = b""
        while b"\r\n\r\n" not in response:
            response += self.socket.recv(1)
        assert response.startswith(b"HTTP/1.1 101"), response
        self.buffer = b""

    def send_frame(self, opcode, payload, fin=True):
        mask = os.urandom(4)
        header = bytes([(0x80 if fin else 0) | opcode])
        length = len(payload)
        if length < 126:
            header += bytes([0x80 | length])
        elif length < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", length)
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", length)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.socket.sendall(header + mask + masked)

    def read(self, count):
        while len(self.buffer) < count:
            chunk = self.socket.recv(65536)
            if not chunk:
                raise ConnectionError("closed")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def message(self):
        """The next text message from the server, as JSON (pings and pongs are skipped)."""
        while True:
            first, second = self.read(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self.read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self.read(8))[0]
            payload = self.read(length)
            if first & 0x0F == TEXT:
                return json.loads(payload)
            if first & 0x0F == CLOSE:
                raise ConnectionError("closed by the server")

    def until(self, kind):
        for _ in range(50):
            message = self.message()
            if message["type"] == kind:
                return message
        raise AssertionError(f"no {kind} message")

    def hover_works(self):
        self.send_frame(TEXT, json.dumps({"type": "hover", "x": 160, "y": 220}).encode())
        assert self.until("hover")["hit"] == "frontButton"


@pytest.fixture
def client(server):
    raw = RawClient(server.url)
    assert raw.until("scene")["type"] == "scene"
    yield raw
    raw.socket.close()


def test_a_text_message_that_is_not_utf8_gets_an_error(client):
    client.send_frame(TEXT, b'{"type":"hover","x":\xff\xfe}')
    assert "UTF-8" in client.until("error")["message"]
    client.hover_works()


def test_a_message_in_several_frames_is_one_message(client):
    text = json.dumps({"type": "hover", "x": 160, "y": 270}).encode()
    client.send_frame(TEXT, text[:10], fin=False)
    client.send_frame(CONTINUATION, text[10:20], fin=False)
    client.send_frame(CONTINUATION, text[20:], fin=True)
    assert client.until("hover")["hit"] == "blackView"


def test_an_oversized_message_in_many_frames_gets_an_error_and_the_session_goes_on(client):
    chunk = b"x" * 65536
    client.send_frame(TEXT, b'{"type":"edit","yaml":"', fin=False)
    for _ in range(24):  # 1.5 MiB in all
        client.send_frame(CONTINUATION, chunk, fin=False)
    client.send_frame(CONTINUATION, b'"}', fin=True)
    assert client.until("error")["message"]
    client.hover_works()


def test_a_binary_message_gets_an_error(client):
    client.send_frame(BINARY, b"\x00\x01\x02")
    assert "binary" in client.until("error")["message"]
    client.hover_works()


def test_sigterm_stops_the_server_with_status_0_while_a_client_never_answers_the_close():
    """A client that keeps its WebSocket open and never answers the close frame cannot hold the server up, nor
    crash it: a graceful stop is cut off after 3 s and the process ends with status 0 within 5 s of the signal
    (it once ended with ServiceLifecycle's fatal error when cancelling took too long)."""
    import time
    from conftest import Server

    running = Server(["--example", SEED_001])
    clients = [RawClient(running.url) for _ in range(3)]
    for client in clients:
        assert client.message()["type"] == "scene"
    started = time.monotonic()
    status = running.stop()
    elapsed = time.monotonic() - started
    for client in clients:
        client.socket.close()
    assert status == 0, f"exit status {status}; stderr: {''.join(running.stderr)}"
    assert elapsed < 8, f"took {elapsed:.1f} s to stop"
