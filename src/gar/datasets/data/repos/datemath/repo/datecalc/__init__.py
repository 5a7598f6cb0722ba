from datecalc.months import add_months
from datecalc.spans import days_between
