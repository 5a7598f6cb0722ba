"""Shortening text with an ellipsis."""


def truncate(text, width, ellipsis="..."):
    if len(text) <= width:
        return text
    return text[: max(width - len(ellipsis), 0)] + ellipsis
