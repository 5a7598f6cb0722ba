from textfmt.truncate import truncate
from textfmt.wrap import wrap
