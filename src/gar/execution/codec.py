"""The strict value codec (see :mod:`gar.execution.sandboxed.codec`, which holds the code so
that the in-sandbox worker can load it as a plain file)."""

from gar.execution.sandboxed.codec import (
    MAX_BYTES,
    Unserializable,
    decode,
    encode,
    from_wire,
    to_wire,
)

__all__ = ["MAX_BYTES", "Unserializable", "decode", "encode", "from_wire", "to_wire"]
