import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContractsModule } from '../contracts/contracts.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { SAMPLE_ENTITIES } from './entities/index.js';
import { ContractSheetController } from './contract-sheet.controller.js';
import { ContractSheetService } from './contract-sheet.service.js';
import { SampleCentreService } from './sample-centre.service.js';
import { SampleInfoService } from './sample-info.service.js';
import { SampleRecords } from './sample-records.js';
import { SampleSheetController } from './sample-sheet.controller.js';
import { SampleSheetService } from './sample-sheet.service.js';
import { SampleWriter } from './sample-writer.js';
import { SamplesController } from './samples.controller.js';
import { samplesConfig } from './samples.config.js';

/**
 * Samples: sample information of orders (with the index collision check), sample sheets and the sample centre.
 * The orders module reaches them through its OrderSamples interface (order-samples.module.ts); this module reads
 * orders through the orders module's OrderLookupService.
 */
@Module({
  imports: [
    ConfigModule.forFeature(samplesConfig),
    TypeOrmModule.forFeature(SAMPLE_ENTITIES),
    ContractsModule,
    OrdersModule,
  ],
  controllers: [SamplesController, SampleSheetController, ContractSheetController],
  providers: [
    SampleInfoService,
    SampleWriter,
    SampleRecords,
    SampleCentreService,
    SampleSheetService,
    ContractSheetService,
  ],
  exports: [SampleInfoService, SampleRecords],
})
export class SamplesModule {}
