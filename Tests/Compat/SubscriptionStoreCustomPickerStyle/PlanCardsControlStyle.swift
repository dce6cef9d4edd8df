import StoreKit
import SwiftUI

/// Plan cards: one bordered card per plan, the selected one tinted, a subscribe button under them.
@available(iOS 18.0, *)
struct PlanCardsControlStyle: SubscriptionStoreControlStyle {
    var accent: Color = .teal

    func makeBody(configuration: Configuration) -> some View {
        SubscriptionStorePicker(configuration) { plan in
            HStack(spacing: 12) {
                VStack(alignment: .leading, spacing: 2) {
                    Text(plan.displayName)
                        .font(.headline)
                    Text(plan.displayPrice)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                if plan.isFamilyShareable {
                    Text("Family")
                        .font(.caption2.bold())
                        .padding(.horizontal, 6)
                        .padding(.vertical, 2)
                        .background(accent.opacity(0.15), in: Capsule())
                }
                Image(systemName: plan.isSelected ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(plan.isSelected ? accent : .secondary)
            }
            .padding(14)
            .background(plan.isSelected ? accent.opacity(0.1) : .clear, in: .rect(cornerRadius: 14))
            .overlay {
                RoundedRectangle(cornerRadius: 14)
                    .strokeBorder(plan.isSelected ? accent : Color.secondary.opacity(0.3), lineWidth: 1.5)
            }
        } confirmation: { plan in
            SubscriptionStoreButton(plan)
                .subscriptionStoreButtonLabel(.action)
                .tint(accent)
        }
        .padding(.horizontal)
    }
}

struct JournalProStore: View {
    var body: some View {
        SubscriptionStoreView(productIDs: ["journal.pro.monthly", "journal.pro.yearly"]) {
            VStack(spacing: 8) {
                Image(systemName: "book.closed.fill")
                    .font(.system(size: 40))
                    .foregroundStyle(.teal)
                Text("Journal Pro")
                    .font(.title2.bold())
            }
            .containerBackground(for: .subscriptionStoreHeader) {
                Color(red: 0.85, green: 0.95, blue: 0.9)
            }
        }
        .modifier(PlanCardsStyleIfAvailable())
    }
}

private struct PlanCardsStyleIfAvailable: ViewModifier {
    func body(content: Content) -> some View {
        if #available(iOS 18.0, *) {
            content.subscriptionStoreControlStyle(PlanCardsControlStyle())
        } else {
            content.subscriptionStoreControlStyle(.picker)
        }
    }
}
