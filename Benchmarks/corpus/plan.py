"""The navigation every generated app has, whatever its style: features, their screens, and who goes where.

A feature is one coordinator's flow (in the MVP style, one coordinator per screen). Inside a feature, screen i
pushes screen i + 1 ("next"), every third screen also opens screen i + 2 ("details") and every screen but the
first goes back. Features form a tree with three children each: the last screen of a feature starts its
children, in the styles that start child coordinators."""
from dataclasses import dataclass

FEATURE_WORDS = [
    "Account", "Billing", "Cart", "Chat", "Delivery", "Events", "Feed", "Gallery", "Inbox", "Loyalty",
    "Maps", "News", "Orders", "Payments", "Profile", "Rewards", "Search", "Settings", "Tickets", "Wallet",
]
SCREEN_WORDS = ["Home", "List", "Detail", "Edit", "Review", "Confirm", "History", "Filters", "Share", "Help"]
FAN_OUT = 3


@dataclass(frozen=True)
class Step:
    """One transition inside a feature: from screen `source` by `action` to screen `target` (None: back)."""
    source: int
    action: str
    target: int | None


@dataclass(frozen=True)
class Feature:
    number: int
    name: str
    screens: list[str]
    children: list[int]

    def steps(self) -> list[Step]:
        steps = []
        for index in range(len(self.screens)):
            if index + 1 < len(self.screens):
                steps.append(Step(index, "Next", index + 1))
            if index % 3 == 0 and index + 2 < len(self.screens):
                steps.append(Step(index, "Details", index + 2))
            if index > 0:
                steps.append(Step(index, "Back", None))
        return steps

    def steps_from(self, index: int) -> list[Step]:
        return [step for step in self.steps() if step.source == index]


def feature_name(number: int) -> str:
    word = FEATURE_WORDS[number % len(FEATURE_WORDS)]
    return f"{word}{number // len(FEATURE_WORDS)}"


def screen_name(index: int) -> str:
    word = SCREEN_WORDS[index % len(SCREEN_WORDS)]
    return word if index < len(SCREEN_WORDS) else f"{word}{index // len(SCREEN_WORDS)}"


def lower_first(text: str) -> str:
    return text[0].lower() + text[1:]


def features(count: int, screens: int) -> list[Feature]:
    names = [screen_name(index) for index in range(screens)]
    return [
        Feature(number, feature_name(number), names,
                [child for child in range(FAN_OUT * number + 1, FAN_OUT * number + FAN_OUT + 1) if child < count])
        for number in range(count)
    ]
