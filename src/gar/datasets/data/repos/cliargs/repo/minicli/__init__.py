from minicli.args import parse_args
from minicli.errors import ArgError
