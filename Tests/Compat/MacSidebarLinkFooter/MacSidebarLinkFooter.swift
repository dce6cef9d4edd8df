import SwiftUI

/// The sections of a Mac reading-list app, one of which is always shown.
enum ShelfSection: String, CaseIterable, Identifiable, Hashable {
    case inbox, starred, shared, archive

    var id: Self { self }

    var title: String {
        switch self {
        case .inbox: "Inbox"
        case .starred: "Starred"
        case .shared: "Shared with Me"
        case .archive: "Archive"
        }
    }

    var symbol: String {
        switch self {
        case .inbox: "tray"
        case .starred: "star"
        case .shared: "person.2"
        case .archive: "archivebox"
        }
    }
}

/// The app's sidebar: a list bound to a section that cannot be deselected (macOS 13), over a footer with
/// a link-style help button and a settings button that show tooltips and react to the pointer.
struct ShelfSidebar: View {
    @Binding var section: ShelfSection
    @State private var isHoveringHelp = false

    var body: some View {
        VStack(spacing: 0) {
            List(ShelfSection.allCases, selection: $section) { item in
                Label(item.title, systemImage: item.symbol)
                    .tag(item)
            }
            Divider()
            HStack {
                Button("Help Centre") {}
                    .buttonStyle(.link)
                    .font(.system(size: 22, weight: .black))
                    .help("Opens the help centre in your browser")
                    .onHover { hovering in isHoveringHelp = hovering }
                Spacer()
                Button {
                } label: {
                    Image(systemName: "gearshape")
                }
                .buttonStyle(.borderless)
                .help("Settings")
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
        }
        .navigationSplitViewColumnWidth(min: 200, ideal: 240, max: 300)
    }
}
