from rowparse.fields import split_fields
from rowparse.table import parse_table
