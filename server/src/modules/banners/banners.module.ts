import { Module } from '@nestjs/common';
import { BannersController } from './banners.controller';
import { BannerImages, BannersRepository } from './banners.repository';
import { BannersService } from './banners.service';

/** The public home page's banners (the public board shows them: BannersService.showing). */
@Module({
  controllers: [BannersController],
  providers: [BannersRepository, BannerImages, BannersService],
  exports: [BannersService],
})
export class BannersModule {}
