"""Learn to play: lessons on the real table (``course``) and the tutor that plays them."""

from bura_desktop.app.lessons.course import COURSE, Lesson, Step, lesson
from bura_desktop.app.lessons.tutor import Explained, LessonRun

__all__ = ["COURSE", "Explained", "Lesson", "LessonRun", "Step", "lesson"]
