import CompatSupport
import SpecimenUI

// On an iPhone a split view collapses to one column. Left (200 wide): the sidebar by default,
// its orange rows under the "Mail" bar, never the purple detail. Middle: the detail when
// `preferredCompactColumn` is `.detail`, its bar hidden, so purple from the top row. Right:
// `.toolbar(.hidden, for: .navigationBar)` draws the teal root from the top too.
public let compatCase = CompatCase("SplitViewSidebar", width: 600, height: 300,
    probes: [.at(100, 160, "#FF9500"), .at(300, 2, "#AF52DE"), .at(300, 298, "#AF52DE"), .at(500, 2, "#30B0C7")]) {
    HStack(spacing: 0) {
        MailSplitView().frame(width: 200)
        MessageSplitView().frame(width: 200)
        FullBleedStack().frame(width: 200)
    }
}
