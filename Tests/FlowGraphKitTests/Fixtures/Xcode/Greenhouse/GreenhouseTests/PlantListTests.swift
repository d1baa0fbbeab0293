import Testing
@testable import Greenhouse

@Test func fernIsWateredMostOften() {
    #expect(Plant.all.min { $0.daysBetweenWatering < $1.daysBetweenWatering }?.name == "Fern")
}
