import SwiftUI

// A mail-style split view: folders in the sidebar, the message in the detail.

enum Folder: String, CaseIterable, Identifiable {
    case inbox = "Inbox", archive = "Archive"
    var id: String { rawValue }
}

struct MailSplitView: View {
    @State private var selection: Folder? = .inbox
    @State private var visibility: NavigationSplitViewVisibility = .all

    init() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        UITableView.appearance().backgroundColor = .clear
        UISegmentedControl.appearance().selectedSegmentTintColor = .systemOrange
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        UIPageControl.appearance().currentPageIndicatorTintColor = .label
    }

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(Folder.allCases, selection: $selection) { folder in
                Text(folder.rawValue)
                    .listRowBackground(Color.orange)
            }
            .navigationTitle("Mail")
            .navigationSplitViewColumnWidth(min: 180, ideal: 220, max: 300)
            .toolbar(removing: .sidebarToggle)
        } detail: {
            Color.purple
        }
        .navigationSplitViewStyle(.balanced)
    }
}

struct MessageSplitView: View {
    @State private var column: NavigationSplitViewColumn = .detail

    var body: some View {
        NavigationSplitView(preferredCompactColumn: $column) {
            Color.orange
        } detail: {
            Color.purple
                .navigationBarHidden(true)
        }
    }
}

struct FullBleedStack: View {
    var body: some View {
        NavigationStack {
            Color.teal
                .navigationTitle("Hidden")
                .toolbar(.hidden, for: .navigationBar)
        }
    }
}
