import SwiftUI

private struct LevelPage: Identifiable {
    let id: Int
    let icon: String
    let tint: Color
    let title: String
}

/// A paged onboarding for a spirit-level app: one symbol per page in a tinted disc, page dots
/// on their own backdrop below.
struct LevelOnboardingView: View {
    @State private var page = 0

    private let pages = [
        LevelPage(id: 0, icon: "scope", tint: .blue, title: "Aim precisely"),
        LevelPage(id: 1, icon: "book.pages.fill", tint: .green, title: "Read the guide"),
    ]

    var body: some View {
        TabView(selection: $page) {
            ForEach(pages) { item in
                VStack(spacing: 16) {
                    ZStack {
                        Circle()
                            .fill(item.tint.opacity(0.12))
                            .frame(width: 100, height: 100)
                        Image(systemName: item.icon)
                            .font(.system(size: 44))
                            .foregroundStyle(item.tint)
                    }
                    Text(item.title)
                        .font(.title3.bold())
                }
                .tag(item.id)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
}

/// The second page on its own, as the guide screen shows it.
struct GuideBadge: View {
    var body: some View {
        Image(systemName: "book.pages.fill")
            .font(.system(size: 44))
            .foregroundStyle(.green)
    }
}
