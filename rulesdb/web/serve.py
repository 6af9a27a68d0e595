"""The app under waitress, with the app's own answer to a body over the limit (JSON or the error page).

Waitress refuses such a body itself, in plain text, before any application runs; here that refusal
is handed to the app instead, with an empty body and the size declared. The connection then lingers
(as nginx's does) reading and dropping what the client still sends, so a client that sends its whole
body before reading (most do) gets the answer instead of a reset connection.
"""

from __future__ import annotations

import io
import socket
import time

from waitress.channel import HTTPChannel
from waitress.server import BaseWSGIServer, create_server
from waitress.task import ErrorTask, WSGITask
from waitress.utilities import RequestEntityTooLarge

from rulesdb.web.limits import MAX_BODY

LINGER_SECONDS = 30  # how long a refused body is read and dropped at most


class _TooLargeTask(WSGITask):
    """The app answers a refused body: it sees the size the client announced and never the bytes."""

    def get_environment(self):
        environ = super().get_environment()
        request = self.request
        environ["wsgi.input"] = io.BytesIO()
        # A chunked body has no declared size: what arrived before the limit stands for it.
        environ["CONTENT_LENGTH"] = str(max(request.content_length, request.body_bytes_received))
        return environ

    def build_response_header(self):
        self.set_close_on_finish()  # the unread rest of the body must never be taken for a request
        self.channel.refused_body = True
        return super().build_response_header()


def _error_task(channel, request):
    if isinstance(request.error, RequestEntityTooLarge):
        return _TooLargeTask(channel, request)
    return ErrorTask(channel, request)


class _Channel(HTTPChannel):
    error_task_class = staticmethod(_error_task)
    refused_body = False
    lingering_until: float | None = None

    def handle_close(self):
        """After answering a refused body: stop writing, read until the client is done, then close."""
        if self.refused_body and self.lingering_until is None and self.connected:
            try:
                self.socket.shutdown(socket.SHUT_WR)
            except OSError:
                return super().handle_close()
            self.lingering_until = time.monotonic() + LINGER_SECONDS
            self.will_close = self.close_when_flushed = False
            return None
        return super().handle_close()

    def readable(self):
        return True if self.lingering_until is not None else super().readable()

    def writable(self):
        if self.lingering_until is not None:
            return time.monotonic() > self.lingering_until  # time is up: handle_write closes
        return super().writable()

    def handle_write(self):
        if self.lingering_until is not None:
            return super().handle_close()
        return super().handle_write()

    def handle_read(self):
        if self.lingering_until is None:
            return super().handle_read()
        try:
            dropped = self.recv(1 << 16)  # an empty read (the client is done) closes the channel itself
        except OSError:
            return super().handle_close()
        if dropped and time.monotonic() > self.lingering_until:
            super().handle_close()
        return None


def server(app, host: str, port: int, threads: int):
    """A waitress server for `app` whose body limit is the app's (`limits.MAX_BODY`), answered by the app."""
    sockets: dict = {}
    made = create_server(app, map=sockets, host=host, port=port, threads=threads, ident="rulesdb",
                         max_request_body_size=MAX_BODY + 1)
    for dispatcher in sockets.values():  # one per address a host name resolves to
        if isinstance(dispatcher, BaseWSGIServer):
            dispatcher.channel_class = _Channel
    return made
