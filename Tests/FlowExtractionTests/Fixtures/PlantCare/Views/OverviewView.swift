import SwiftUI
import SwiftUIRouter

struct OverviewView: ContextView {
    var presenter: ContextPresenter<GardenPath>

    var body: some View {
        ContextContent<GardenPath>(presenter) { dispatch in
            List {
                Button("Fern") { dispatch(.overview(.didSelectPlant(id: 7))) }
                    .onLongPressGesture { dispatch(.overview(.didLongPressPlant)) }
                Button("Log") { dispatch(.overview(.didTapLog)) }
            }
        }
    }
}

struct PlantScreens: ContextView {
    var presenter: ContextPresenter<GardenPath>

    var body: some View {
        ContextContent<GardenPath>(presenter) { dispatch in
            VStack {
                Button("Repot") { dispatch(.plantDetail(.didTapRepot)) }
                Button("Related") { dispatch(.plantDetail(.didTapRelated(3))) }
                Button("Watered") { dispatch(.plantDetail(.didFinishWatering)) }
                Button("Home") { dispatch(.plantDetail(.didTapHome)) }
                Button("Close") { dispatch(.wateringLog(.didTapClose)) }
                Button("Done") { dispatch(.repotGuide(.didTapDone)) }
            }
        }
    }
}

struct CatalogView: ContextView {
    var presenter: ContextPresenter<ShopPath>

    var body: some View {
        ContextContent<ShopPath>(presenter) { dispatch in
            Button("Basket") { dispatch(.catalog(.didTapBasket)) }
            Button("Pay") { dispatch(.basket(.didTapPay)) }
        }
    }
}
