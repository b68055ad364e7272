"""review: the local page on which people read variants and record verdicts (``confprobench review``).

It sits beside ``report`` at the top of the package and reads only ``data``: the verdict records,
``reviews.jsonl`` and the summary live in ``confprobench.data.reviews`` so that ``run --variants`` can
use them without importing a web server.
"""

from .server import ReviewError, ReviewServer, serve_review, start_review_server

__all__ = ["ReviewError", "ReviewServer", "serve_review", "start_review_server"]
