"""The app under waitress, with the app's own answer to a body over the limit (JSON or the error page).

Waitress refuses such a body itself, in plain text, before any application runs; here that refusal
is handed to the app instead, with an empty body and the size declared, and the connection closed.
"""

from __future__ import annotations

import io

from waitress.channel import HTTPChannel
from waitress.server import BaseWSGIServer, create_server
from waitress.task import ErrorTask, WSGITask
from waitress.utilities import RequestEntityTooLarge

from webapp.limits import MAX_BODY


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
        return super().build_response_header()


def _error_task(channel, request):
    if isinstance(request.error, RequestEntityTooLarge):
        return _TooLargeTask(channel, request)
    return ErrorTask(channel, request)


class _Channel(HTTPChannel):
    error_task_class = staticmethod(_error_task)


def server(app, host: str, port: int, threads: int):
    """A waitress server for `app` whose body limit is the app's (`limits.MAX_BODY`), answered by the app."""
    sockets: dict = {}
    made = create_server(app, map=sockets, host=host, port=port, threads=threads, ident="rulesdb",
                         max_request_body_size=MAX_BODY + 1)
    for dispatcher in sockets.values():  # one per address a host name resolves to
        if isinstance(dispatcher, BaseWSGIServer):
            dispatcher.channel_class = _Channel
    return made
