// A lesson's texts in several languages: the file round trip, the reader's
// errors with their paths, the fall-back to the lesson's own texts, renames
// reaching the quantities a translation quotes, step_problems naming a broken
// one, and the built-in course: every part in German, Spanish, French and
// Hebrew, each translation quoting exactly the quantities of its original.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <regex>

#include "attnlab/lesson/lesson_edits.hpp"
#include "attnlab/lesson/lesson_texts.hpp"
#include "attnlab/lesson/step_quantity.hpp"
#include "attnlab/scene/scene.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

Lesson translated() {
    Lesson l = test::builtin("module2");
    l.translations["de"] = {"Bank, zwei Bedeutungen",
                            "Zwei Sätze, ein Wort.",
                            {{"w_q", "Queries: ein Ortswort fragt."}}};
    LessonStep a;
    a.title = "Scores";
    a.text = "Bank gives {{weight 0 bank river}} to river.";
    a.translations["de"] = {
        "Scores", "„bank“ gibt {{weight 0 bank river}} an „river“.", "", "", {}};
    LessonStep b;
    b.title = "Predict";
    StepQuestion q;
    q.kind = StepQuestion::Kind::Choice;
    q.prompt = "Which axis wins?";
    q.choices = {"water", "money"};
    q.answer = 0;
    q.why = "River brings water: {{output 0 bank water}}.";
    b.question = q;
    b.translations["fr"] = {"Prédisez", "", "Quel axe l'emporte ?", "", {"l'eau", "l'argent"}};
    b.translations["pt-BR"] = {"Preveja", "", "", "O rio traz água: {{output 0 bank water}}.", {}};
    l.steps = {a, b};
    return l;
}

TEST(LessonTexts, RoundTripKeepsEveryLanguage) {
    const Lesson l = translated();
    const std::string text = lesson_to_json(l);
    EXPECT_NE(text.find("\"translations\""), std::string::npos);
    const Lesson back = lesson_from_json(text);
    EXPECT_EQ(back.translations, l.translations);
    EXPECT_EQ(back.steps, l.steps);
    EXPECT_EQ(back, l);
    EXPECT_EQ(lesson_to_json(back), text);
    EXPECT_EQ(lesson_languages(back), (std::vector<std::string>{"de", "fr", "pt-BR"}));
}

// The weights' notes read in the reader's language, else the lesson's own; localized() gives
// them to a handout or slide in that language.
TEST(LessonTexts, AProjectionsNoteIsReadInTheReadersLanguage) {
    Lesson l = translated();
    l.attention.wq.note = "Queries: a place word asks.";
    l.attention.wk.note = "Keys: own words.";
    EXPECT_EQ(projection_note(l, "w_q", "de"), "Queries: ein Ortswort fragt.");
    EXPECT_EQ(projection_note(l, "w_q", "de-AT"), "Queries: ein Ortswort fragt.");
    EXPECT_EQ(projection_note(l, "w_k", "de"), "Keys: own words.");  // not translated
    EXPECT_EQ(projection_note(l, "w_q", "fr"), "Queries: a place word asks.");
    EXPECT_EQ(projection_note(l, "w_z", "de"), "");
    EXPECT_EQ(localized(l, "de").attention.wq.note, "Queries: ein Ortswort fragt.");
    EXPECT_EQ(localized(l, "de").attention.wk.note, "Keys: own words.");
    const Lesson back = lesson_from_json(lesson_to_json(l));
    EXPECT_EQ(back.translations.at("de").notes, l.translations.at("de").notes);
    // Each shipped course's notes speak every shipped language.
    for (const char* part : {"course-1-attention", "course-2-heads", "course-5-positions"}) {
        const Lesson c = test::builtin(part);
        for (const char* lang : {"de", "es", "fr", "he"})
            for (const char* key : {"w_q", "w_k", "w_v", "w_o"}) {
                const std::string own = projection_note(c, key, "en");
                if (own.empty()) continue;
                EXPECT_NE(projection_note(c, key, lang), own) << part << " " << lang << " " << key;
            }
    }
}

TEST(LessonTexts, EachFieldFallsBackToTheLessonsOwn) {
    const Lesson l = translated();
    const StepTexts fr = step_texts(l.steps[1], "fr");
    EXPECT_EQ(fr.title, "Prédisez");
    EXPECT_EQ(fr.prompt, "Quel axe l'emporte ?");
    EXPECT_EQ(fr.why, l.steps[1].question->why);  // not translated: the lesson's own
    EXPECT_EQ(fr.choices, (std::vector<std::string>{"l'eau", "l'argent"}));
    // A regional code finds its language; a language the lesson lacks reads its own texts.
    EXPECT_EQ(step_texts(l.steps[1], "pt-BR").title, "Preveja");
    EXPECT_EQ(step_texts(l.steps[1], "de").title, "Predict");
    EXPECT_EQ(step_texts(l.steps[0], "de-AT").title, "Scores");
    EXPECT_EQ(step_texts(l.steps[0], "de-AT").text, l.steps[0].translations.at("de").text);
    EXPECT_EQ(step_texts(l.steps[0], "").text, l.steps[0].text);
    EXPECT_EQ(lesson_texts(l, "de").title, "Bank, zwei Bedeutungen");
    EXPECT_EQ(lesson_texts(l, "es").title, l.title);

    const Lesson de = localized(l, "de");
    EXPECT_EQ(de.title, "Bank, zwei Bedeutungen");
    EXPECT_EQ(de.steps[0].text, l.steps[0].translations.at("de").text);
    EXPECT_EQ(de.steps[1].title, "Predict");
    EXPECT_EQ(de.steps[1].question->answer, 0);  // what it asks is the step's own
    EXPECT_EQ(localized(de, "de"), de);          // localizing twice changes nothing more
    EXPECT_EQ(localized(l, "xx"), l);
}

TEST(LessonTexts, FitTranslationsKeepsWhatTheQuestionStillAsks) {
    Lesson l = translated();
    LessonStep s = l.steps[1];
    s.question->choices.push_back("place");  // three choices now: the French two no longer fit
    fit_translations(s);
    EXPECT_TRUE(s.translations.at("fr").choices.empty());
    EXPECT_EQ(s.translations.at("fr").prompt, "Quel axe l'emporte ?");
    s.question.reset();  // no question: nothing of one is kept, and a translation left empty goes
    fit_translations(s);
    EXPECT_EQ(s.translations.at("fr").prompt, "");
    EXPECT_EQ(s.translations.count("pt-BR"), 1u);  // its title stays
    s.translations["pt-BR"].title.clear();
    fit_translations(s);
    EXPECT_EQ(s.translations.count("pt-BR"), 0u);
    // The writer writes only what the reader takes back, whatever the step holds.
    Lesson w = translated();
    w.steps[1].question->choices.push_back("place");
    const Lesson back = lesson_from_json(lesson_to_json(w));
    EXPECT_TRUE(back.steps[1].translations.at("fr").choices.empty());
}

TEST(LessonTexts, LanguageCodes) {
    for (const char* good : {"de", "he", "fil", "pt-BR", "zh-Hant", "es-419"})
        EXPECT_TRUE(valid_language_code(good)) << good;
    for (const char* bad :
         {"", "d", "DE", "deutsch", "de_DE", "de-", "pt-B", "de-toolongregion", "d1"})
        EXPECT_FALSE(valid_language_code(bad)) << bad;
}

std::string with_step(const std::string& step, const std::string& top = {}) {
    return R"({"format":"attnlab-lesson","version":3,"axes":["a","b"],)" + top +
           R"("embeddings":[{"word":"x","vector":[1,0]}],"sentences":["x x"],"steps":[)" + step +
           "]}";
}

TEST(LessonTexts, MalformedTranslationsNameTheirPath) {
    const std::string choice =
        R"("question":{"kind":"choice","prompt":"?","choices":["a","b"],"answer":0})";
    const std::vector<std::pair<std::string, std::string>> cases = {
        {with_step(R"({"title":"t","translations":3})"),
         "steps[0].translations: expected an object, got a number"},
        {with_step(R"({"title":"t","translations":{"Deutsch":{"title":"T"}}})"),
         "steps[0].translations.Deutsch: not a language code"},
        {with_step(R"({"title":"t","translations":{"de":{"titel":"T"}}})"),
         "steps[0].translations.de.titel: not a translatable text of a step"},
        {with_step(R"({"title":"t","translations":{"de":{"prompt":"?"}}})"),
         "steps[0].translations.de: gives a question's text, but the step asks no question"},
        {with_step(R"({"title":"t",)" + choice + R"(,"translations":{"de":{"choices":["a"]}}})"),
         "steps[0].translations.de.choices: 1 choices; the question has 2"},
        {with_step(R"({"title":"t","translations":{"de":{"title":7}}})"),
         "steps[0].translations.de.title: expected a string"},
        {with_step(R"({"title":"t"})", R"("translations":{"fr":{"steps":[]}},)"),
         "translations.fr.steps: not a translatable text of a lesson"},
        {with_step(R"({"title":"t"})", R"("translations":{"f":{}},)"),
         "translations.f: not a language code"},
        {with_step(R"({"title":"t"})", R"("translations":{"de":{"notes":{"w_x":"?"}}},)"),
         "translations.de.notes.w_x: not a projection of the lesson"},
        {with_step(R"({"title":"t"})", R"("translations":{"de":{"notes":[]}},)"),
         "translations.de.notes: expected an object of the projections' notes"},
    };
    for (const auto& [json, want] : cases) {
        const std::string got = test::lesson_error(json);
        EXPECT_NE(got.find(want), std::string::npos) << "got: " << got << "\nwant: " << want;
    }
    // A language given no text is none, so what is read is what is written back.
    const Lesson empty =
        lesson_from_json(with_step(R"({"title":"t","translations":{"de":{},"fr":{"title":""}}})"));
    EXPECT_TRUE(empty.steps.at(0).translations.empty());
    EXPECT_EQ(lesson_from_json(lesson_to_json(empty)), empty);
    // Version 2 files (before translations) read as before.
    EXPECT_NO_THROW(lesson_from_json(
        R"({"format":"attnlab-lesson","version":2,"axes":["a"],"embeddings":[],"steps":[{"title":"t"}]})"));
}

TEST(LessonTexts, RenamesReachTheQuantitiesATranslationQuotes) {
    Lesson l = translated();
    const auto& words = l.table.words();
    const int bank = int(std::find(words.begin(), words.end(), "bank") - words.begin());
    rename_word(l, bank, "shore");
    EXPECT_EQ(l.steps[0].translations.at("de").text,
              "„bank“ gibt {{weight 0 shore river}} an „river“.");
    EXPECT_EQ(l.steps[1].translations.at("pt-BR").why,
              "O rio traz água: {{output 0 shore water}}.");
}

TEST(LessonTexts, StepProblemsNameABrokenQuantityInATranslation) {
    Lesson l = translated();
    l.steps[0].translations["de"].text = "{{weight 0 bnak river}}";
    const auto problems = step_problems(l, 0);
    ASSERT_FALSE(problems.empty());
    EXPECT_TRUE(std::any_of(problems.begin(), problems.end(), [](const std::string& p) {
        return p.rfind("steps[0].translations.de.text: {{weight 0 bnak river}}", 0) == 0;
    })) << problems.front();
}

// The {{…}} expressions of a text, as a multiset.
// The {{…}} of a text, counted; a condition by its comparison only ({{if A > B | …}}: its
// wordings are the translation's own words).
std::map<std::string, int> quantities(const std::string& text) {
    std::map<std::string, int> out;
    static const std::regex q(R"(\{\{[^}]*\}\})");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), q); it != std::sregex_iterator();
         ++it) {
        const std::string e = it->str();
        ++out[e.rfind("{{if ", 0) == 0 ? e.substr(0, e.find('|')) : e];
    }
    return out;
}

TEST(LessonTexts, TheBuiltInCourseSpeaksEveryShippedLanguage) {
    const std::vector<std::string> languages{"de", "es", "fr", "he"};
    for (const char* part : {"course-1-attention", "course-2-heads", "course-3-training"}) {
        const Lesson l = test::builtin(part);
        for (const std::string& lang : languages) {
            SCOPED_TRACE(std::string(part) + " in " + lang);
            ASSERT_TRUE(l.translations.count(lang));
            EXPECT_FALSE(l.translations.at(lang).title.empty());
            for (std::size_t i = 0; i < l.steps.size(); ++i) {
                const LessonStep& s = l.steps[i];
                ASSERT_TRUE(s.translations.count(lang)) << "step " << i + 1;
                const StepTexts& t = s.translations.at(lang);
                EXPECT_FALSE(t.title.empty()) << "step " << i + 1;
                // The translation states the same numbers: the same quantities, as often.
                EXPECT_EQ(quantities(t.text), quantities(s.text)) << "step " << i + 1;
                if (s.question) {
                    EXPECT_EQ(quantities(t.prompt), quantities(s.question->prompt))
                        << "step " << i + 1;
                    EXPECT_EQ(quantities(t.why), quantities(s.question->why)) << "step " << i + 1;
                    EXPECT_EQ(t.choices.size(), s.question->choices.size()) << "step " << i + 1;
                }
                EXPECT_TRUE(step_problems(l, int(i)).empty()) << "step " << i + 1;
            }
        }
    }
}

}  // namespace
}  // namespace attn
