from cachelib.decorators import memoize
from cachelib.lru import LRUCache
