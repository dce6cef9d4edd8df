import CompatSupport
import SpecimenUI

// Two 52-pt rows. The panel (#EDF2FF) is clipped at its top corners only: white at (1, 1) and
// (298, 1), filled to its square bottom corners (1, 102) and (298, 102); the unredacted chip keeps
// its orange (26, 26) while the rows' text is redacted into placeholder bars.
public let compatCase = CompatCase("RedactedSkeletonPanel", width: 300, height: 104,
    probes: [.at(1, 1, "#FFFFFF"), .at(298, 1, "#FFFFFF"), .at(1, 102, "#EDF2FF"), .at(298, 102, "#EDF2FF"), .at(26, 26, "#FF9500")]) {
    AccountsSkeletonPanel().frame(width: 300, height: 104)
}
