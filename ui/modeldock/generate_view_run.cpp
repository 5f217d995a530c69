// GenerateView: a run (start, stop, its tokens as they come), the output and
// its tooltips, and Add as sentence.
#include <QEvent>
#include <QHelpEvent>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextLayout>
#include <QToolTip>
#include <cmath>
#include <stdexcept>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "commands/sentence_commands.hpp"
#include "commands/try_push.hpp"
#include "document/document.hpp"
#include "modeldock/generate_view.hpp"
#include "modeldock/generate_worker.hpp"
#include "modeldock/token_on_page.hpp"
#include "modeldock/token_page.hpp"
#include "style/color_map.hpp"
#include "style/number_format.hpp"
#include "style/plain_text.hpp"
#include "viewdata/what_if_words.hpp"

namespace attn::ui {
namespace {

// The generated token's step, stored on its characters in the output.
constexpr int kStepProperty = QTextFormat::UserProperty + 1;

QString capitalised(QString s) {
    if (!s.isEmpty()) s[0] = s[0].toUpper();
    return s;
}

}  // namespace

bool GenerateView::isRunning() const { return worker_->running(); }

bool GenerateView::generate() {
    if (isRunning()) {
        status_->setText(tr("Still generating: stop first."));
        return false;
    }
    const auto model = doc_->realModel();
    if (doc_->realModelState() != Document::RealModelState::Ready || !model || !model->tokenizer) {
        status_->setText(needs_->text());
        return false;
    }
    std::vector<int> ids;
    const attn::SamplingOptions o = options();
    try {
        attn::validate(o);
        ids = attn::real_model_ids(*model, prompt().toStdString());
    } catch (const std::invalid_argument& e) {
        status_->setText(capitalised(QString::fromUtf8(e.what())));
        statusRefusal_ = true;
        return false;
    }
    // The what-if laid over the real model's pass (the next-token table's) is laid over every
    // step of the run too.
    const auto laid = doc_->shownLesson().what_if.over(attn::Source::Real);
    std::vector<attn::Intervention> what_if(laid.begin(), laid.end());
    runModel_ = model;
    QStringList words;
    for (const attn::Intervention& v : what_if) words << intervention_words(v, false);
    runWhatIf_ = words.join(QStringLiteral("; "));
    promptIds_ = ids;
    generated_.clear();
    page_.clear();
    output_->clear();
    QTextCursor c(output_->document());
    c.insertText(QString::fromStdString(model->tokenizer->decode(promptIds_)), QTextCharFormat());
    run_ = worker_->start(model, std::move(ids), o, std::move(what_if));
    accepting_ = true;
    status_->setText(tr("Generating…"));
    refreshButtons();
    return true;
}

void GenerateView::stop() {
    if (!isRunning()) return;
    worker_->stop();
    accepting_ = false;  // nothing more appears, whatever the thread made meanwhile
    status_->setText(tr("Stopping…"));
    refreshButtons();
}

void GenerateView::abandonRun() {
    worker_->stop();
    accepting_ = false;
    run_ = 0;
    runModel_.reset();
    promptIds_.clear();
    generated_.clear();
    page_.clear();
    output_->clear();
    status_->clear();
    refreshButtons();
}

// Between two generated tokens on the page (U+200A HAIR SPACE).
constexpr QChar kTokenGap(0x200A);

void GenerateView::showToken(quint64 run, int step, const attn::GeneratedToken& t) {
    if (run != run_ || !accepting_ || step != int(generated_.size())) return;
    generated_.push_back(t);
    // Every token stays visible (and hoverable): a newline as "↵", a control character as its
    // picture; tokens that write one character between them share one box (TokenPage).
    const bool opened = page_.add(runModel_->tokenizer->bytes(t.id),
                                  runModel_->tokenizer->display(t.id), t.p_model);
    const PageBox& box = page_.boxes().back();
    QTextCharFormat f;
    const QColor bg = sequential_color(std::sqrt(box.p_model));
    f.setBackground(bg);
    f.setForeground(text_color_on(bg));
    f.setProperty(kStepProperty, box.first);
    QTextCursor c(output_->document());
    c.movePosition(QTextCursor::End);
    if (opened) {
        // A hair space on the page's own background between two boxes: each is its own box,
        // even where two neighbours' shades are alike ("Add to Sentences" takes the ids, not
        // this text).
        if (step > 0) c.insertText(QString(kTokenGap), QTextCharFormat());
        lastBoxAt_ = c.position();
    } else {  // the last box's text grows into its whole character
        c.setPosition(lastBoxAt_, QTextCursor::KeepAnchor);
    }
    c.insertText(box.text, f);
    status_->setText(
        tr("Generating… %1 of at most %2 tokens").arg(generated_.size()).arg(tokens_->value()));
    emit tokenShown(step);
}

void GenerateView::runFinished(quint64 run, const QString& summary, const QString& error) {
    refreshButtons();
    if (run != run_) return;  // a run abandoned for another lesson or model
    QString said;
    if (!error.isEmpty())
        said = error;
    else if (!accepting_)  // stopped here: say what is shown, not what the thread made
        said = generated_.size() == 1 ? tr("Stopped after 1 new token.")
                                      : tr("Stopped after %1 new tokens.").arg(generated_.size());
    else
        said = capitalised(summary) + QLatin1Char('.');
    if (error.isEmpty() && !runWhatIf_.isEmpty())
        said += QLatin1Char(' ') + tr("Generated with %1.").arg(runWhatIf_);
    accepting_ = false;
    status_->setText(said);
    statusRefusal_ = !error.isEmpty();
    refreshButtons();
    emit generationFinished(said);
}

void GenerateView::refreshButtons() {
    const bool ready =
        doc_->realModelState() == Document::RealModelState::Ready && doc_->realModel();
    const bool running = isRunning();
    generate_->setEnabled(ready && !running);
    stop_->setEnabled(running && accepting_);
    add_->setEnabled(ready && !running && !generated_.empty() && runModel_ == doc_->realModel());
}

std::string GenerateView::generatedBytes() const {
    if (!runModel_ || !runModel_->tokenizer) return {};
    std::vector<int> ids = promptIds_;
    for (const attn::GeneratedToken& t : generated_) ids.push_back(t.id);
    return runModel_->tokenizer->decode(ids);
}

QString GenerateView::generatedText() const { return QString::fromStdString(generatedBytes()); }

bool GenerateView::addAsSentence() {
    if (generated_.empty() || isRunning()) {
        status_->setText(generated_.empty() ? tr("Generate some text first.")
                                            : tr("Still generating: stop first."));
        return false;
    }
    // A lesson sentence is one line of whole characters (token_on_page.hpp).
    bool cut = false;
    const QString text = sentence_of_generated(generatedBytes(), &cut);
    const QString error = try_push(doc_, [&] { return add_sentence_command(doc_, text); });
    if (!error.isEmpty()) {
        status_->setText(capitalised(error));
        return false;
    }
    QString said = tr("Added as sentence %1.").arg(doc_->lesson().sentences.size());
    if (cut)
        said += QLatin1Char(' ') + tr("The last token stopped inside a character, which was "
                                      "left out.");
    status_->setText(said);
    return true;
}

QString GenerateView::tokenToolTip(int step) const {
    if (step < 0 || step >= int(generated_.size())) return {};
    const auto chances = [this](const attn::GeneratedToken& t) {
        return tr("“%1”: %2 as sampled, %3 by the model")
            .arg(tokenDisplay(t.id, runModel_))
            .arg(probability_text(t.p_sampled))
            .arg(probability_text(t.p_model));
    };
    const PageBox* box = page_.boxOf(step);
    if (box && box->last > box->first) {  // tokens that write one character between them
        QString s =
            tr("“%1” is written by %n tokens:", nullptr, box->last - box->first + 1).arg(box->text);
        for (int i = box->first; i <= box->last; ++i)
            s += QStringLiteral("\n  ") + chances(generated_[std::size_t(i)]);
        return plain_tooltip(s);
    }
    const attn::GeneratedToken& t = generated_[std::size_t(step)];
    QString s = chances(t);
    s += QLatin1Char('\n') + tr("The model's likeliest at this step:");
    for (const attn::TokenChance& c : t.top)
        s += QStringLiteral("\n  %1  %2")
                 .arg(tokenDisplay(c.id, runModel_))
                 .arg(probability_text(c.p));
    return plain_tooltip(s);
}

int GenerateView::stepAt(const QPoint& viewportPos) const {
    const QPointF p = QPointF(viewportPos) + QPointF(output_->horizontalScrollBar()->value(),
                                                     output_->verticalScrollBar()->value());
    for (QTextBlock b = output_->document()->begin(); b.isValid(); b = b.next()) {
        const QTextLayout* layout = b.layout();
        if (!layout) continue;
        const QPointF local = p - layout->position();
        for (int i = 0; i < layout->lineCount(); ++i) {
            const QTextLine line = layout->lineAt(i);
            if (!line.naturalTextRect().contains(local)) continue;
            const int at = line.xToCursor(local.x(), QTextLine::CursorOnCharacter);
            for (auto it = b.begin(); !it.atEnd(); ++it) {
                const QTextFragment f = it.fragment();
                const int from = f.position() - b.position();
                if (at >= from && at < from + f.length()) {
                    const QVariant step = f.charFormat().property(kStepProperty);
                    return step.isValid() ? step.toInt() : -1;
                }
            }
            return -1;
        }
    }
    return -1;
}

bool GenerateView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == output_->viewport() && event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString tip = tokenToolTip(stepAt(help->pos()));
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, output_->viewport());
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

}  // namespace attn::ui
