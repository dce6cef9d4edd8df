import SwiftUI

struct ConfirmActions: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 12) {
                actionButtons
            }
            VStack(spacing: 8) {
                actionButtons
            }
        }
    }

    @ViewBuilder
    private var actionButtons: some View {
        Button {
        } label: {
            Label("Keep Subscription", systemImage: "checkmark")
                .frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)
        .tint(.green)

        Button(role: .destructive) {
        } label: {
            Label("Cancel Plan", systemImage: "xmark")
                .frame(maxWidth: .infinity)
        }
        .buttonStyle(.bordered)
    }
}

struct PlanFooter: View {
    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            ConfirmActions()
                .frame(width: 420)
            ConfirmActions()
                .frame(width: 220)
        }
        .padding(10)
    }
}
