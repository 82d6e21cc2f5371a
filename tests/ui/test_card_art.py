import pytest
from PySide6.QtCore import QSize

from bura_desktop.core.cards import pack
from bura_desktop.ui.table.card_art import ALL_KEYS, DECKS, CardRenderer, render_image


def _non_blank(image) -> bool:
    # The card body must be painted, and not all in one colour.
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)
    }
    return len(colours) > 2


@pytest.mark.parametrize("deck", DECKS)
def test_every_card_and_back_renders_distinct_and_non_blank(qapp, deck):
    images = {}
    for key in ALL_KEYS:
        image = render_image(deck, key, QSize(36, 54), 1.0)
        assert image.size() == QSize(36, 54)
        assert _non_blank(image), key
        images[key] = bytes(image.constBits())
    assert len(set(images.values())) == len(pack(36)) + 1


def test_hidpi_images_have_device_pixels_and_ratio(qapp):
    image = render_image("contrast", None, QSize(40, 60), 2.0)
    assert image.size() == QSize(80, 120)
    assert image.devicePixelRatio() == 2.0


def test_cache_returns_the_same_pixmap(qapp):
    renderer = CardRenderer("atlas", 90)
    card = pack(36)[5]
    first = renderer.pixmap(card, 1.0)
    assert renderer.pixmap(card, 1.0) is first
    assert renderer.pixmap(card, 2.0) is not first
    assert renderer.pixmap(None, 1.0) is not first


def test_unknown_deck_is_refused(qapp):
    with pytest.raises(ValueError):
        CardRenderer("tarot")


def test_the_painted_deck_writes_the_russian_indices_in_russian(qapp):
    from PySide6.QtCore import QSize

    from bura_desktop.core.cards import parse_cards
    from bura_desktop.ui.desktop import language

    jack, nine = parse_cards("J♠ 9♠")
    size = QSize(100, 140)
    english = render_image("contrast", jack, size, 1.0)
    try:
        language.install("ru")
        russian = render_image("contrast", jack, size, 1.0)
        russian_nine = render_image("contrast", nine, size, 1.0)
    finally:
        language.install("en")
    assert russian != english  # "В", not "J"
    assert russian_nine == render_image("contrast", nine, size, 1.0)  # digits stay


def _middle_colour(pixmap):
    image = pixmap.toImage()
    return image.pixelColor(image.width() // 2, image.height() // 3)


def test_a_chosen_card_back_covers_every_face_down_card_of_either_deck(qapp):
    # The back is a setting of its own: a red back over the Atlas faces, and the faces stay.
    renderer = CardRenderer("atlas", 90)
    renderer.set_back("deck")
    own_back = renderer.pixmap(None).toImage()
    ace = renderer.pixmap(pack(36)[0]).toImage()
    hues = {}
    for back in ("red", "blue", "green"):
        renderer.set_back(back)
        colour = _middle_colour(renderer.pixmap(None))
        channels = {"red": colour.red(), "green": colour.green(), "blue": colour.blue()}
        hues[back] = max(channels, key=channels.__getitem__)
        assert renderer.pixmap(pack(36)[0]).toImage() == ace
    assert hues == {
        "red": "red",
        "green": "green",
        "blue": "blue",
    }
    renderer.set_back("deck")
    assert renderer.pixmap(None).toImage() == own_back
    with pytest.raises(ValueError):
        renderer.set_back("tartan")


def _corner_ink(image) -> float:
    """The share of the top left corner (where a fanned or overlapped card shows its index)
    drawn in ink rather than the card's white."""
    from PySide6.QtGui import QColor

    xs = range(round(image.width() * 0.05), round(image.width() * 0.47))
    ys = range(round(image.height() * 0.04), round(image.height() * 0.5))
    inked = sum(QColor(image.pixel(x, y)).lightness() < 160 for x in xs for y in ys)
    return inked / (len(xs) * len(ys))


@pytest.mark.parametrize("deck", DECKS)
def test_a_face_30_px_wide_shows_its_index_large_an_ace_too(qapp, deck):
    # Issue #47: at 6 players on 800x600 Atlas' aces read as blank cards, their 6-px index a
    # few grey pixels in the corner.
    from bura_desktop.core.cards import CARDS
    from bura_desktop.ui.table.card_art import card_size

    size = card_size(45)
    assert size.width() == 30
    faint = {
        str(card): round(ink, 2)
        for card in CARDS
        if (ink := _corner_ink(render_image(deck, card, size, 1.0))) < 0.1
    }
    assert not faint, faint


def _saturation(image) -> float:
    from PySide6.QtGui import QColor

    points = [(x, y) for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)]
    return sum(QColor(image.pixel(x, y)).hsvSaturationF() for x, y in points) / len(points)


def test_the_default_back_is_a_rich_one_not_the_pale_tartan(qapp):
    # Issue #47: the Atlas deck's own back, pale tartan on white, washed out the stock, the
    # fans and the piles; the coloured backs are far richer.
    renderer = CardRenderer("atlas", 90)
    default = renderer.pixmap(None).toImage()
    renderer.set_back("deck")
    tartan = renderer.pixmap(None).toImage()
    assert _saturation(default) > 2 * _saturation(tartan)
