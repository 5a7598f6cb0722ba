from confmerge.layers import merge_layers
from confmerge.merge import deep_merge
