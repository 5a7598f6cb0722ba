from intervals.merge import merge
from intervals.ops import total_length
