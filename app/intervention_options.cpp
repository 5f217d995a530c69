#include "intervention_options.hpp"

#include <stdexcept>

#include "cli_common.hpp"

namespace attn::app {

void add_intervention_options(QCommandLineParser& p) {
    p.addOption({QStringLiteral("ablate"),
                 QStringLiteral("A real model, or a lesson's hand-wired heads (layer 1): switch "
                                "these heads off, LAYER.HEAD from 1, comma-separated, * for every "
                                "(2.1,*.3)."),
                 QStringLiteral("L.H")});
    p.addOption({QStringLiteral("keep-only"),
                 QStringLiteral("Keep only these heads of their layers, the others switched off "
                                "(LAYER.HEAD as --ablate)."),
                 QStringLiteral("L.H")});
    p.addOption({QStringLiteral("ablation"),
                 QStringLiteral("How --ablate and --keep-only switch a head off: zero (its output "
                                "0, the default) or mean (its mean over the positions)."),
                 QStringLiteral("zero|mean")});
    p.addOption({QStringLiteral("cut"),
                 QStringLiteral("Cut lines of attention, LAYER.HEAD:QUERY>KEY (token positions "
                                "from 0; 1.2:4>2): the score −∞ before the softmax."),
                 QStringLiteral("L.H:I>J")});
}

std::vector<attn::Intervention> interventions_option(const QCommandLineParser& p) {
    const QString ablation = p.value(QStringLiteral("ablation"));
    if (p.isSet(QStringLiteral("ablation")) && ablation != QStringLiteral("zero") &&
        ablation != QStringLiteral("mean"))
        throw BadInput{QStringLiteral("--ablation '%1': expected zero or mean").arg(ablation)};
    const auto how = ablation == QStringLiteral("mean") ? attn::Intervention::Ablation::Mean
                                                        : attn::Intervention::Ablation::Zero;
    std::vector<attn::Intervention> out;
    QString reading;  // the option being read, named in its message
    try {
        for (const auto& [name, kind] :
             {std::pair{"ablate", attn::Intervention::Kind::Ablate},
              std::pair{"keep-only", attn::Intervention::Kind::KeepOnly}})
            if (p.isSet(QString::fromLatin1(name))) {
                reading = QString::fromLatin1(name);
                const auto more =
                    attn::parse_heads(p.value(QString::fromLatin1(name)).toStdString(), kind, how);
                out.insert(out.end(), more.begin(), more.end());
            }
        if (p.isSet(QStringLiteral("cut"))) {
            reading = QStringLiteral("cut");
            const auto more = attn::parse_cuts(p.value(QStringLiteral("cut")).toStdString());
            out.insert(out.end(), more.begin(), more.end());
        }
    } catch (const std::invalid_argument& e) {
        throw BadInput{QStringLiteral("--%1 '%2': %3")
                           .arg(reading, p.value(reading), QString::fromStdString(e.what()))};
    }
    if (p.isSet(QStringLiteral("ablation")) && !p.isSet(QStringLiteral("ablate")) &&
        !p.isSet(QStringLiteral("keep-only")))
        throw BadInput{
            QStringLiteral("--ablation says how --ablate or --keep-only switch heads "
                           "off: give one of them too")};
    return out;
}

}  // namespace attn::app
