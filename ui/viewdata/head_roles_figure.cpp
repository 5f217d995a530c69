#include "viewdata/head_roles_figure.hpp"

#include <QCoreApplication>

#include "viewdata/model_probe_figures.hpp"

namespace attn::ui {

QStringList head_role_names() {
    return {QCoreApplication::translate("Figures", "previous token"),
            QCoreApplication::translate("Figures", "induction"),
            QCoreApplication::translate("Figures", "duplicate token"),
            QCoreApplication::translate("Figures", "first token")};
}

double head_role_score(const attn::HeadRoleScores& s, int k) {
    switch (k) {
        case 0:
            return s.previous_token;
        case 1:
            return s.induction;
        case 2:
            return s.duplicate;
        default:
            return s.first_token;
    }
}

QString head_roles_where(const attn::OpenedModel* real) {
    return real ? model_probe_where(*real)
                : QCoreApplication::translate("Figures", "The lesson's trained model");
}

FigureSpec head_roles_figure(const attn::HeadRoles& roles, const QString& where) {
    FigureSpec f;
    f.kind = FigureKind::HeadGrid;
    f.columns = 2;
    const QStringList names = head_role_names();
    for (int k = 0; k < int(names.size()); ++k) {
        MatrixPanel p;
        p.values = attn::Matrix(roles.layers, roles.heads);
        for (int l = 0; l < roles.layers; ++l)
            for (int j = 0; j < roles.heads; ++j)
                p.values(l, j) = float(head_role_score(roles.at(l, j), k));
        for (int l = 0; l < roles.layers; ++l) p.row_labels << QString::number(l + 1);
        for (int j = 0; j < roles.heads; ++j) p.col_labels << QString::number(j + 1);
        p.row_title = QCoreApplication::translate("Figures", "layer");
        p.col_title = QCoreApplication::translate("Figures", "head");
        p.panel_title = names[k];
        p.probabilities = true;
        f.panels.push_back(std::move(p));
    }
    const int R = int(roles.sequence.size());
    //: %1: the model; %2: how many random tokens (R); %3: 2R
    f.caption = QCoreApplication::translate(
                    "Figures",
                    "%1 — each head's mean attention weight while the model reads %2 random tokens "
                    "twice (%3 tokens): previous token, on the token just before; induction, in "
                    "the repeat, on the token that followed this token's first occurrence; "
                    "duplicate token, on that first occurrence itself; first token, on position "
                    "0.")
                    .arg(where)
                    .arg(R)
                    .arg(2 * R);
    return f;
}

}  // namespace attn::ui
