import SwiftUI

struct CheckoutActions: View {
    var body: some View {
        VStack(spacing: 10) {
            Button {
            } label: {
                Text("Pay now")
                    .frame(maxWidth: .infinity)
            }

            Button("Remove item", role: .destructive) {
            }

            Button("Keep shopping", role: .cancel) {
            }
        }
        .buttonStyle(.borderedProminent)
        .buttonBorderShape(.roundedRectangle(radius: 8))
        .controlSize(.extraLarge)
        .padding(.horizontal)
    }
}

struct CompactActions: View {
    var body: some View {
        HStack {
            Button("Edit") {}
                .controlSize(.mini)
            Button("Share") {}
                .controlSize(.small)
        }
        .buttonStyle(.bordered)
    }
}

#Preview {
    VStack {
        CheckoutActions()
        CompactActions()
    }
}
