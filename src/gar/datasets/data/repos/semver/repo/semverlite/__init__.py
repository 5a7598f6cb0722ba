from semverlite.ranges import max_version
from semverlite.version import compare, parse
