"""The ``verl.plugins`` entry point: importing this module registers GAR with verl.

verl imports every entry point of the group at ``import verl`` (see
:mod:`gar.integrations.verl`). Registration is idempotent and reports its failures itself
(WARNING log, and the result in :data:`REGISTRATION`), because verl logs a failed plugin only
at DEBUG level.
"""

from __future__ import annotations

from gar.integrations.verl import register

REGISTRATION = register()
